// Decision 071: the board's pointer drags (components/board-dnd.tsx, dnd-kit) are fetched once the board has painted
// and the browser is idle, or at once at a press or a key on the board, and the board then draws its columns with
// them. A press that has started to drag before they arrive is handed to dnd-kit once they are drawn: the drag starts
// there, where it was pressed, and follows the pointer from then on. A press that has not moved (a click on a card's
// link) is left alone: the board waits until it is released before it draws the columns anew.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { deferredModule } from '@/lib/deferred-module';
import { whenIdle } from '@/lib/idle';
import type * as BoardDndModule from '../components/board-dnd';

type BoardDnd = typeof BoardDndModule;

/** The board's drags, fetched once (again after a failure, at the next press): lib/deferred-module.ts. */
const boardDnd = deferredModule<BoardDnd>(() => import('../components/board-dnd'));

/** Fetches the board's drags once (again after a failure, at the next press). */
export function loadBoardDnd(): Promise<BoardDnd> {
  return boardDnd.load();
}

/** How far a press moves before it is a drag: the pointer sensor's distance (lib/sortable-sensors.ts). */
const DRAG_DISTANCE = 6;

interface Press {
  /** The card pressed, null for a press elsewhere on the board (a card's button): one that never drags. */
  id: string | null;
  pointerId: number;
  pointerType: string;
  x: number;
  y: number;
  isDrag: boolean;
}

/** What had the focus inside the board when its cards were drawn anew: the card, and which of its controls. */
interface KeptFocus {
  id: string;
  index: number;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function focusIn(board: HTMLElement | null): KeptFocus | null {
  const active = document.activeElement;
  if (!board || !(active instanceof HTMLElement) || !board.contains(active)) return null;
  // A card's frame holds the card and its handle (components/board-cards.tsx's CardFrame).
  const frame = active.hasAttribute('data-board-handle') ? active.parentElement : active.closest('[data-repair-card]')?.parentElement;
  const id = frame?.querySelector(':scope > [data-board-handle]')?.getAttribute('data-board-handle');
  if (!frame || !id) return null;
  return { id, index: [...frame.querySelectorAll(FOCUSABLE)].indexOf(active) };
}

/** Each column's scrolling element, by its status (components/board-column.tsx). */
function columnScrolls(board: HTMLElement | null): Map<string, HTMLElement> {
  return new Map(
    [...(board?.querySelectorAll<HTMLElement>('[data-testid^="column-"]') ?? [])].map((column) => [column.dataset.testid!, column]),
  );
}

function restoreFocus(board: HTMLElement | null, kept: KeptFocus): void {
  const frame = board?.querySelector(`[data-board-handle="${CSS.escape(kept.id)}"]`)?.parentElement;
  const target = frame?.querySelectorAll<HTMLElement>(FOCUSABLE)[kept.index];
  if (target && document.activeElement !== target) target.focus({ preventScroll: true });
}

/** Hands a press made before dnd-kit was drawn to its card's new frame, where dnd-kit's pointer sensor listens. */
function handOver(board: HTMLElement | null, press: Press): void {
  if (!press.id) return;
  const frame = board?.querySelector(`[data-board-handle="${CSS.escape(press.id)}"]`)?.parentElement;
  if (!frame) return;
  frame.dispatchEvent(
    new PointerEvent('pointerdown', {
      bubbles: true,
      cancelable: true,
      composed: true,
      pointerId: press.pointerId,
      pointerType: press.pointerType,
      isPrimary: true,
      button: 0,
      buttons: 1,
      clientX: press.x,
      clientY: press.y,
    }),
  );
}

export interface BoardDndState {
  /** The drags' module once it is drawn, else null (the board draws its columns without it). */
  dnd: BoardDnd | null;
  /** A press on a card (its wrapper's pointerdown) while there is no `dnd`. */
  onCardPress: (id: string, event: ReactPointerEvent) => void;
}

export function useBoardDnd(boardRef: RefObject<HTMLElement | null>): BoardDndState {
  const [dnd, setDnd] = useState<BoardDnd | null>(() => boardDnd.current() ?? null);
  const press = useRef<Press | null>(null);
  const handed = useRef<Press | null>(null);
  const keptFocus = useRef<KeptFocus | null>(null);
  const keptScrolls = useRef(new Map<string, number>());

  const isDrawn = useRef(dnd !== null);

  /** Draws the columns with dnd-kit, once, unless a press that is not (yet) a drag is on the board. */
  const drawIfFree = useCallback(() => {
    const loaded = boardDnd.current();
    if (!loaded || isDrawn.current || (press.current && !press.current.isDrag)) return;
    isDrawn.current = true;
    handed.current = press.current;
    press.current = null;
    keptFocus.current = focusIn(boardRef.current);
    keptScrolls.current = new Map([...columnScrolls(boardRef.current)].map(([id, column]) => [id, column.scrollTop]));
    setDnd(loaded);
  }, [boardRef]);

  const load = useCallback(() => {
    loadBoardDnd().then(drawIfFree, () => undefined);
  }, [drawIfFree]);

  // Any press on the board is seen first (a card's buttons stop it before it reaches the card); the card's own
  // listener then names the card, which makes the press one that may drag.
  const onCardPress = useCallback((id: string, event: ReactPointerEvent) => {
    if (press.current?.pointerId === event.pointerId) press.current.id = id;
  }, []);

  useEffect(() => {
    if (dnd) return;
    const cancelIdle = whenIdle(load);
    let releaseTimer: number | undefined;
    const board = boardRef.current;
    const onPress = (event: PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      press.current = {
        id: null,
        pointerId: event.pointerId,
        pointerType: event.pointerType,
        x: event.clientX,
        y: event.clientY,
        isDrag: false,
      };
      load();
    };
    const onMove = (event: PointerEvent) => {
      const current = press.current;
      if (!current?.id || event.pointerId !== current.pointerId || current.isDrag) return;
      if (Math.hypot(event.clientX - current.x, event.clientY - current.y) < DRAG_DISTANCE) return;
      current.isDrag = true;
      drawIfFree();
    };
    // A task later: the click that follows the release still finds the element it was pressed on.
    const onRelease = (event: PointerEvent) => {
      if (press.current?.pointerId !== event.pointerId) return;
      press.current = null;
      releaseTimer = window.setTimeout(drawIfFree, 0);
    };
    // The browser's own drag of a card's text or image would take the pointer away from the drag about to start.
    const onNativeDrag = (event: DragEvent) => {
      if (press.current) event.preventDefault();
    };
    board?.addEventListener('pointerdown', onPress, { capture: true });
    board?.addEventListener('keydown', load);
    board?.addEventListener('dragstart', onNativeDrag);
    document.addEventListener('pointermove', onMove);
    document.addEventListener('pointerup', onRelease);
    document.addEventListener('pointercancel', onRelease);
    return () => {
      cancelIdle();
      window.clearTimeout(releaseTimer);
      board?.removeEventListener('pointerdown', onPress, { capture: true });
      board?.removeEventListener('keydown', load);
      board?.removeEventListener('dragstart', onNativeDrag);
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerup', onRelease);
      document.removeEventListener('pointercancel', onRelease);
    };
  }, [dnd, boardRef, load, drawIfFree]);

  // Once the columns are drawn with dnd-kit (new elements): each column scrolled as it was, the focus back where it
  // was, and a drag already under way handed to it.
  useLayoutEffect(() => {
    if (!dnd) return;
    for (const [id, column] of columnScrolls(boardRef.current)) column.scrollTop = keptScrolls.current.get(id) ?? 0;
    keptScrolls.current.clear();
    const kept = keptFocus.current;
    keptFocus.current = null;
    if (kept) restoreFocus(boardRef.current, kept);
    const pressed = handed.current;
    handed.current = null;
    if (pressed) handOver(boardRef.current, pressed);
  }, [dnd, boardRef]);

  return { dnd, onCardPress };
}
