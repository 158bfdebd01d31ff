// The board's work timer as the cards see it (docs/product.md §17.4). Types only: the code is board-work.tsx's,
// loaded after the board's first paint.
import type { ComponentType } from 'react';
import type { WorkAction } from '../../api/start-stop-work';

/** Where the caller's timer is, seen from one card: here, elsewhere (or nowhere), or on its way. */
export type CardWorkState = 'running' | 'idle' | 'pending';

export interface CardWorkProps {
  repairId: string;
  /** The card's customer, for the control's name. */
  customer: string;
  state: CardWorkState;
  view: BoardWorkView;
}

/** What every card's control shares; stable while the language stays, so a card redraws only when its state changes. */
export interface BoardWorkView {
  Control: ComponentType<CardWorkProps>;
  onWork: (repairId: string, action: WorkAction) => void;
  texts: { start: (name: string) => string; stop: (name: string) => string; startShort: string; stopShort: string; running: string };
}

/** The caller's timer on the board: one repairWorkCurrent for the whole board (the board's speed, docs/product.md §26.1). */
export interface BoardWork {
  runningRepairId: string | null;
  /** The repair a start or stop is on its way for. */
  pendingRepairId: string | null;
  view: BoardWorkView;
}

export function cardWorkStateOf(work: BoardWork, repairId: string): CardWorkState {
  if (work.pendingRepairId === repairId) return 'pending';
  return work.runningRepairId === repairId ? 'running' : 'idle';
}
