// The board's cards in a column (repairs-board.tsx): each a dnd-kit sortable with the keyboard's handle
// over it, all of them in a short column, only those in view in a long one (TanStack Virtual).
import type { TRepairSummary } from '@rueda/domain';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Stack } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { cardWorkStateOf, type BoardWork } from './board-work/board-work-types';
import { RepairCard } from './repair-card';
import classes from './repairs-board.module.css';

/** Columns longer than this render only the cards in view. */
export const VIRTUALISE_FROM = 30;
const ESTIMATED_CARD_HEIGHT = 118;
export const CARD_GAP = 8;

export interface CardContext {
  currency: string;
  mechanicNames: ReadonlyMap<string, string>;
  /** The keyboard handle's name and role, made once for the board: a card's wrapper redraws on every step of a drag. */
  handleLabelOf: (repair: TRepairSummary) => string;
  handleRole: string;
  /** The keyboard's move (hooks/use-keyboard-move.ts): Space on a handle picks its card up. */
  onHandleKeyDown: (id: string, event: KeyboardEvent) => void;
  /** The caller's work timer (docs/product.md §17.4); null for a member with no timer. */
  work: BoardWork | null;
  /** docs/product.md §19.2: the new appointments, highlighted. */
  newIds: ReadonlySet<string>;
  /** docs/product.md §20.3: a card's "Notificar", one callback for the board; undefined: no button. */
  onNotify: ((repairId: string) => void) | undefined;
}

/**
 * dnd-kit re-measures a droppable when it resizes during a drag; cards and columns keep their size
 * while one is carried, and watching each of them costs a ResizeObserver per card at every pick-up.
 */
export const NO_RESIZE_OBSERVER = { disabled: true };

interface SortableRepairCardProps {
  repair: TRepairSummary;
  context: CardContext;
  /** Carried with the keyboard: raised, and its handle keeps the focus wherever the card is drawn. */
  isLifted: boolean;
}

/**
 * dnd-kit draws every sortable again on each step of a drag (useSortable reads the drag's state): this
 * wrapper is what redraws, the card inside (memoised, with props that do not change) is drawn only when
 * its repair changes or it is the one being dragged.
 */
const SortableRepairCard = memo(function SortableRepairCard({ repair, context, isLifted }: SortableRepairCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: repair.id,
    resizeObserverConfig: NO_RESIZE_OBSERVER,
  });
  const handleLabel = useMemo(() => context.handleLabelOf(repair), [context, repair]);
  const handle = useRef<HTMLButtonElement | null>(null);
  const handleRef = useCallback(
    (node: HTMLButtonElement | null) => {
      handle.current = node;
      setActivatorNodeRef(node);
    },
    [setActivatorNodeRef],
  );
  // A carried card drawn in another column (or another place of a long one) is a new element: the focus follows it.
  useLayoutEffect(() => {
    if (isLifted && handle.current && document.activeElement !== handle.current) handle.current.focus();
  }, [isLifted]);
  return (
    <div
      ref={setNodeRef}
      className={classes.sortable}
      data-lifted={isLifted || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      {...listeners}
    >
      <RepairCard
        repair={repair}
        currency={context.currency}
        mechanicNames={context.mechanicNames}
        isDragging={isDragging}
        isOverlay={isLifted}
        workState={context.work ? cardWorkStateOf(context.work, repair.id) : undefined}
        workView={context.work?.view}
        isNew={context.newIds.has(repair.id)}
        onNotify={context.onNotify}
      />
      {/* The keyboard's handle over the card: Space picks it up, the arrows move it, Space drops it. */}
      <button
        type="button"
        ref={handleRef}
        {...attributes}
        aria-pressed={isLifted}
        data-board-handle={repair.id}
        onKeyDown={(event) => context.onHandleKeyDown(repair.id, event)}
        className={classes.handle}
        aria-roledescription={context.handleRole}
        aria-label={handleLabel}
      />
    </div>
  );
});

interface CardsProps {
  repairs: readonly TRepairSummary[];
  context: CardContext;
  /** The card carried with the keyboard, when it is in this column. */
  liftedId: string | null;
}

export function PlainCards({ repairs, context, liftedId }: CardsProps) {
  return (
    <Stack gap={CARD_GAP}>
      {repairs.map((repair) => (
        <SortableRepairCard key={repair.id} repair={repair} context={context} isLifted={repair.id === liftedId} />
      ))}
    </Stack>
  );
}

export function VirtualCards({ repairs, context, liftedId, scrollElement }: CardsProps & { scrollElement: HTMLDivElement | null }) {
  const virtualizer = useVirtualizer({
    count: repairs.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => repairs[index]!.id,
    gap: CARD_GAP,
    overscan: 3,
    // React 19 warns about flushSync during render; a frame's delay while scrolling is invisible.
    useFlushSync: false,
  });
  // A card carried with the keyboard beyond the cards drawn is scrolled to, so it is drawn and keeps the focus.
  const liftedIndex = liftedId ? repairs.findIndex((repair) => repair.id === liftedId) : -1;
  useLayoutEffect(() => {
    if (liftedIndex >= 0) virtualizer.scrollToIndex(liftedIndex, { align: 'auto' });
  }, [liftedIndex, virtualizer]);
  return (
    <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
        >
          <SortableRepairCard repair={repairs[item.index]!} context={context} isLifted={repairs[item.index]!.id === liftedId} />
        </div>
      ))}
    </div>
  );
}
