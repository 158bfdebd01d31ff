// docs/product.md §26.3 (decision 040): moving a card with the keyboard. Space on a card's handle picks it up,
// the arrows carry it (up and down within its column when the list order shows positions, left and right
// to the next column shown), Space or Enter drops it where it is shown and Escape puts it back; Tab or a
// pointer elsewhere put it back too. Each key moves the card in the board's data (board.ts withCardAt),
// so only the columns it leaves and enters redraw; dnd-kit's keyboard sensor measured every card on the
// board and redrew each of them at every key. Pointer drags stay with dnd-kit.
import type { RepairStatus } from '@rueda/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { placeOf, placesIn, withCardAt, type BoardColumns, type BoardMove, type CardPlace } from '../board';

/** What a screen reader is told at each step, from the repair's id and its place. */
export interface KeyboardMoveTexts {
  picked: (id: string) => string;
  moved: (id: string, place: CardPlace, places: number) => string;
  dropped: (id: string, place: CardPlace) => string;
  cancelled: (id: string) => string;
}

interface Lift {
  id: string;
  from: CardPlace;
  to: CardPlace;
  /** Set at a drop that moves the card: shown where it was dropped until the board's own columns change. */
  droppedOn: BoardColumns | null;
}

export interface KeyboardMoveOptions {
  columns: BoardColumns;
  /** The columns shown, left to right. */
  statuses: readonly RepairStatus[];
  /** Whether positions within a column show (the list order); when not, only the column changes. */
  isReorderable: boolean;
  onMove: (move: BoardMove) => void;
  texts: KeyboardMoveTexts;
}

export interface KeyboardMove {
  /** The board as shown: with the carried card where the keys have put it. */
  columns: BoardColumns;
  /** The card carried, and the column it is shown in. */
  lifted: { id: string; status: RepairStatus } | null;
  /** For each card's handle: Space picks the card up (stable, so cards do not redraw for it). */
  onHandleKeyDown: (id: string, event: ReactKeyboardEvent) => void;
  /** The live region the steps are read out from. */
  liveRegionRef: React.RefObject<HTMLDivElement | null>;
  /** Where the board's handles are (the focus returns to the moved card's at the end). */
  boardRef: React.RefObject<HTMLDivElement | null>;
}

const PICK_UP = new Set([' ', 'Spacebar']);
const DROP = new Set([' ', 'Spacebar', 'Enter']);
const DROP_SHOWN_MS = 2_000;

export const handleSelector = (id: string) => `[data-board-handle="${CSS.escape(id)}"]`;

/** The place one key takes the card to, or null when the key does not move it (an edge, or positions that do not show). */
function step(key: string, lift: Lift, options: KeyboardMoveOptions): CardPlace | null {
  const { columns, statuses, isReorderable } = options;
  const { to, id } = lift;
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    if (!isReorderable) return null;
    const index = to.index + (key === 'ArrowDown' ? 1 : -1);
    return index >= 0 && index < placesIn(columns, to.status, id) ? { status: to.status, index } : null;
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const status = statuses[statuses.indexOf(to.status) + (key === 'ArrowRight' ? 1 : -1)];
    if (!status) return null;
    return { status, index: Math.min(to.index, placesIn(columns, status, id) - 1) };
  }
  return null;
}

export function useKeyboardMove(options: KeyboardMoveOptions): KeyboardMove {
  const { columns } = options;
  const [lift, setLift] = useState<Lift | null>(null);
  const liveRegionRef = useRef<HTMLDivElement | null>(null);
  const boardRef = useRef<HTMLDivElement | null>(null);
  /** The card whose handle keeps the focus once it is dropped or put back (it may be drawn anew). */
  const refocusId = useRef<string | null>(null);

  // A drop is shown until the board's columns change (the screen shows a move at once, a moment later);
  // a card gone from the board (deleted meanwhile) ends its move.
  const current = lift && !(lift.droppedOn && lift.droppedOn !== columns) && placeOf(columns, lift.id) ? lift : null;
  const latest = useRef({ options, current });
  latest.current = { options, current };

  const announce = useCallback((text: string) => {
    if (liveRegionRef.current) liveRegionRef.current.textContent = text;
  }, []);

  const end = useCallback(
    (next: Lift | null, text: string) => {
      const { current: lifted } = latest.current;
      if (lifted) refocusId.current = lifted.id;
      setLift(next);
      announce(text);
    },
    [announce],
  );

  const onHandleKeyDown = useCallback(
    (id: string, event: ReactKeyboardEvent) => {
      const { options: now, current: lifted } = latest.current;
      if (lifted || !PICK_UP.has(event.key)) return;
      const from = placeOf(now.columns, id);
      if (!from) return;
      event.preventDefault();
      setLift({ id, from, to: from, droppedOn: null });
      announce(now.texts.picked(id));
    },
    [announce],
  );

  const isCarrying = current !== null && current.droppedOn === null;
  useEffect(() => {
    if (!isCarrying) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: now, current: lifted } = latest.current;
      if (!lifted || lifted.droppedOn) return;
      if (event.key === 'Escape' || event.key === 'Tab') {
        if (event.key === 'Escape') event.preventDefault();
        end(null, now.texts.cancelled(lifted.id));
      } else if (DROP.has(event.key)) {
        event.preventDefault();
        const isMoved = lifted.to.status !== lifted.from.status || lifted.to.index !== lifted.from.index;
        if (isMoved) now.onMove({ id: lifted.id, toStatus: lifted.to.status, toIndex: lifted.to.index });
        end(isMoved ? { ...lifted, droppedOn: now.columns } : null, now.texts.dropped(lifted.id, lifted.to));
      } else if (event.key.startsWith('Arrow')) {
        // The arrows never scroll the page while a card is carried.
        event.preventDefault();
        const to = step(event.key, lifted, now);
        if (!to) return;
        setLift({ ...lifted, to });
        announce(now.texts.moved(lifted.id, to, placesIn(now.columns, to.status, lifted.id)));
      }
    };
    const onPointerDown = () => {
      const { options: now, current: lifted } = latest.current;
      if (lifted && !lifted.droppedOn) end(null, now.texts.cancelled(lifted.id));
    };
    // Capture: the keys reach the move wherever the focus is while the carried card is drawn anew.
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [isCarrying, announce, end]);

  // A drop the screen did not take up (one that changes nothing it keeps) is not shown for long.
  const isShowingDrop = current?.droppedOn != null;
  useEffect(() => {
    if (!isShowingDrop) return;
    const timer = setTimeout(() => setLift(null), DROP_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [isShowingDrop]);

  // Once dropped or put back, the card may be drawn anew in its column: its handle keeps the focus. While it is
  // carried, the card keeps it itself (CardFrame in board-cards.tsx), since a virtualised column may draw
  // it a frame later, in a render of its own that this effect does not see; once dropped it is no longer carried.
  useLayoutEffect(() => {
    const id = refocusId.current;
    if (!id || isCarrying) return;
    const handle = boardRef.current?.querySelector<HTMLElement>(handleSelector(id));
    if (!handle) return;
    refocusId.current = null;
    if (document.activeElement !== handle) handle.focus();
  });

  const shown = useMemo(() => (current ? withCardAt(columns, current.id, current.to) : columns), [columns, current]);
  const lifted = useMemo(() => (isCarrying ? { id: current.id, status: current.to.status } : null), [isCarrying, current]);
  return { columns: shown, lifted, onHandleKeyDown, liveRegionRef, boardRef };
}
