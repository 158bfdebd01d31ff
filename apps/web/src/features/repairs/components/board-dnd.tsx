// The repairs board's pointer drags (dnd-kit), loaded after the board's first paint or at the first press on a card
// (hooks/use-board-dnd.ts, decision 071): cards dragged between statuses and reordered within one, with the mouse or
// touch. The keyboard's moves need none of it (hooks/use-keyboard-move.ts). It draws with the board's own column and
// card frames, handed in (`frames`): a chunk loaded later that imported its importer's chunk made the bundler move
// i18next out of the entry, 0.6 KB more on every page (decision 071).
import type { RepairStatus, TRepairSummary } from '@rueda/domain';
import {
  DndContext,
  DragOverlay,
  closestCorners,
  pointerWithin,
  useDndContext,
  useDroppable,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createContext, memo, use, useCallback, useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { usePointerSensors } from '@/lib/sortable-sensors';
import type { BoardMove } from '../board';
import type { BoardCardProps, CardContext, CardFrame } from './board-cards';
import type { BoardColumnProps, BoardColumnsProps, ColumnFrame } from './board-column';
import type { RepairCard } from './repair-card';

/** The board's own frames (board-column.tsx, board-cards.tsx, repair-card.tsx), drawn here with dnd-kit's parts. */
export interface BoardFrames {
  ColumnFrame: typeof ColumnFrame;
  CardFrame: typeof CardFrame;
  RepairCard: typeof RepairCard;
}

const FramesContext = createContext<BoardFrames | null>(null);

function useFrames(): BoardFrames {
  const frames = use(FramesContext);
  if (!frames) throw new Error('The board draws its dnd-kit columns inside DndColumns, which hands them its frames.');
  return frames;
}

/**
 * dnd-kit re-measures a droppable when it resizes during a drag; cards and columns keep their size
 * while one is carried, and watching each of them costs a ResizeObserver per card at every pick-up.
 */
const NO_RESIZE_OBSERVER = { disabled: true };

const COLUMN_PREFIX = 'column:';
const columnId = (status: RepairStatus) => `${COLUMN_PREFIX}${status}`;
const statusOfColumnId = (id: UniqueIdentifier) =>
  String(id).startsWith(COLUMN_PREFIX) ? (String(id).slice(COLUMN_PREFIX.length) as RepairStatus) : null;

/** While filtered, positions do not show (docs/product.md §4 filtered order): cards do not make room. */
const noSorting: SortingStrategy = () => null;

/**
 * Cards under the pointer win over the column around them; the keyboard has no pointer, so nearest
 * corners decide. Columns sit side by side, so a card under the pointer belongs to the column under
 * it: only that column's cards are tested (each test reads a droppable's rect through its scrolling
 * ancestors, on every step of a drag), unless the pointer is outside every column.
 */
const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const columns = args.droppableContainers.filter((container) => statusOfColumnId(container.id) !== null);
    const columnsWithin = pointerWithin({ ...args, droppableContainers: columns });
    if (columnsWithin.length > 0) {
      const statuses = new Set<UniqueIdentifier | null>(columnsWithin.map((collision) => statusOfColumnId(collision.id)));
      const cards = args.droppableContainers.filter((container) => statuses.has(container.data.current?.sortable?.containerId ?? null));
      const cardsWithin = pointerWithin({ ...args, droppableContainers: cards });
      return cardsWithin.length > 0 ? cardsWithin : columnsWithin;
    }
  }
  const within = pointerWithin(args);
  const cards = within.filter((collision) => statusOfColumnId(collision.id) === null);
  if (cards.length > 0) return cards;
  if (within.length > 0) return within;
  return closestCorners(args);
};

/** A card dnd-kit can drag: useSortable's node, handle, attributes and listeners on the card's frame. */
const SortableRepairCard = memo(function SortableRepairCard(props: BoardCardProps) {
  const { CardFrame } = useFrames();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.repair.id,
    resizeObserverConfig: NO_RESIZE_OBSERVER,
  });
  return (
    <CardFrame
      {...props}
      setNodeRef={setNodeRef}
      setActivatorNodeRef={setActivatorNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      listeners={listeners}
      handleAttributes={attributes}
      isDragging={isDragging}
    />
  );
});

/** dnd-kit draws a droppable again on every change of a drag; the column's frame and cards redraw only when isOver or its cards change. */
const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { status, repairs, isReorderable } = props;
  const { ColumnFrame } = useFrames();
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), resizeObserverConfig: NO_RESIZE_OBSERVER });
  const ids = useMemo(() => repairs.map((repair) => repair.id), [repairs]);
  const wrapCards = useCallback(
    (cards: ReactNode) => (
      <SortableContext id={status} items={ids} strategy={isReorderable ? verticalListSortingStrategy : noSorting}>
        {cards}
      </SortableContext>
    ),
    [status, ids, isReorderable],
  );
  return <ColumnFrame {...props} isOver={isOver} setDroppableRef={setNodeRef} Card={SortableRepairCard} wrapCards={wrapCards} />;
});

export interface DndColumnsProps extends BoardColumnsProps {
  repairById: ReadonlyMap<string, TRepairSummary>;
  /** The board's own columns (without a card carried with the keyboard): where a drop lands. */
  boardColumns: BoardColumnsProps['columns'];
  nameOf: (id: UniqueIdentifier) => string;
  onMove: (move: BoardMove) => void;
  /** The repairs' texts (react-i18next's `t` for the `repairs` namespace). */
  t: TFunction<'repairs'>;
  frames: BoardFrames;
}

/** The board's columns with dnd-kit: drop targets, sortable cards, the card under the pointer and what is read out. */
export function DndColumns({
  statuses,
  columns,
  isReorderable,
  context,
  lifted,
  repairById,
  boardColumns,
  nameOf,
  onMove,
  t,
  frames,
}: DndColumnsProps) {
  const sensors = usePointerSensors();

  // Read by dnd-kit's handlers only: the board itself does not redraw when a card is picked up or dropped.
  const targetOf = useCallback(
    (overId: UniqueIdentifier): { status: RepairStatus; index: number } | null => {
      const columnStatus = statusOfColumnId(overId);
      if (columnStatus) return { status: columnStatus, index: boardColumns[columnStatus].length };
      const over = repairById.get(String(overId));
      if (!over) return null;
      return { status: over.status, index: boardColumns[over.status].findIndex((repair) => repair.id === over.id) };
    },
    [boardColumns, repairById],
  );

  // Pointer drags: dnd-kit reads these out (the keyboard's moves have their own live region, repairs-board.tsx).
  const accessibility = useMemo(() => {
    const columnNameOf = (id: UniqueIdentifier) => {
      const target = targetOf(id);
      return target ? t(`statuses.${target.status}`) : '';
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('board.dnd.picked', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('board.dnd.over', { name: nameOf(active.id), column: columnNameOf(over.id) })
          : t('board.dnd.outside', { name: nameOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('board.dnd.dropped', { name: nameOf(active.id), column: columnNameOf(over.id) })
          : t('board.dnd.cancelled', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('board.dnd.cancelled', { name: nameOf(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t('board.dnd.instructions') } };
  }, [nameOf, targetOf, t]);

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      if (!event.over) return;
      const target = targetOf(event.over.id);
      if (!target) return;
      onMove({ id: String(event.active.id), toStatus: target.status, toIndex: target.index });
    },
    [targetOf, onMove],
  );

  return (
    <DndContext sensors={sensors} collisionDetection={collisionDetection} onDragEnd={onDragEnd} accessibility={accessibility}>
      <FramesContext value={frames}>
        {statuses.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            repairs={columns[status]}
            isReorderable={isReorderable}
            context={context}
            liftedId={lifted?.status === status ? lifted.id : null}
          />
        ))}
        <BoardDragOverlay repairById={repairById} context={context} />
      </FramesContext>
    </DndContext>
  );
}

/** The card under the pointer while one is carried: it follows dnd-kit's own state, so the board does not redraw. */
function BoardDragOverlay({ repairById, context }: { repairById: ReadonlyMap<string, TRepairSummary>; context: CardContext }) {
  const { RepairCard } = useFrames();
  const { active } = useDndContext();
  const repair = active ? repairById.get(String(active.id)) : undefined;
  return (
    <DragOverlay>
      {repair ? <RepairCard repair={repair} currency={context.currency} mechanicNames={context.mechanicNames} isOverlay /> : null}
    </DragOverlay>
  );
}
