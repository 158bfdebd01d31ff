// The repairs board (docs/product.md §2): a column per status, cards dragged between statuses and reordered
// within one, with the mouse or touch (dnd-kit) or the keyboard (hooks/use-keyboard-move.ts). Long columns render
// only the cards in view (TanStack Virtual), so the board stays responsive with thousands of repairs.
import type { RepairListOrder, RepairStatus, TRepairSummary } from '@rueda/domain';
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
import { SortableContext, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { Badge, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePointerSensors } from '@/lib/sortable-sensors';
import { statusColour, type BoardColumns, type BoardMove } from '../board';
import { useKeyboardMove, type KeyboardMoveTexts } from '../hooks/use-keyboard-move';
import type { BoardWork } from './board-work/board-work-types';
import { NO_RESIZE_OBSERVER, PlainCards, VIRTUALISE_FROM, VirtualCards, type CardContext } from './board-cards';
import { customerNameOf } from '../repair-names';
import { useBikeLabel } from '@/lib/bike-label';
import { RepairCard } from './repair-card';

export { VIRTUALISE_FROM } from './board-cards';
export const COLUMN_WIDTH = 288;

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

interface BoardColumnProps {
  status: RepairStatus;
  repairs: readonly TRepairSummary[];
  isReorderable: boolean;
  context: CardContext;
  /** The card carried with the keyboard, when it is in this column. */
  liftedId: string | null;
}

/** dnd-kit draws a droppable again on every change of a drag; the column's frame and cards redraw only when isOver or its cards change. */
const BoardColumn = memo(function BoardColumn(props: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(props.status), resizeObserverConfig: NO_RESIZE_OBSERVER });
  return <ColumnFrame {...props} isOver={isOver} setDroppableRef={setNodeRef} />;
});

interface ColumnFrameProps extends BoardColumnProps {
  isOver: boolean;
  setDroppableRef: (node: HTMLElement | null) => void;
}

const ColumnFrame = memo(function ColumnFrame({
  status,
  repairs,
  isReorderable,
  context,
  liftedId,
  isOver,
  setDroppableRef,
}: ColumnFrameProps) {
  const { t } = useTranslation('repairs');
  // State, not a ref: the virtualiser (a child) sets up before a parent's ref is attached, and must
  // render again once the scrolling element exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const scrollRef = useCallback(
    (node: HTMLDivElement | null) => {
      setDroppableRef(node);
      setScrollElement(node);
    },
    [setDroppableRef],
  );
  const ids = useMemo(() => repairs.map((repair) => repair.id), [repairs]);
  const titleId = `board-column-${status}`;
  const colour = statusColour(status);
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      data-status={status}
      withBorder
      radius="md"
      bg="dark.8"
      style={{
        width: COLUMN_WIDTH,
        flex: `0 0 ${COLUMN_WIDTH}px`,
        display: 'flex',
        flexDirection: 'column',
        borderTop: `4px solid var(--mantine-color-${colour}-6)`,
        outline: isOver ? '2px solid var(--mantine-color-indigo-5)' : undefined,
      }}
    >
      <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
        <Title order={2} size="h6" id={titleId}>
          {t(`statuses.${status}`)}
        </Title>
        <Badge color={colour} variant="light" size="sm" aria-label={t('board.columnCount', { count: repairs.length })}>
          {repairs.length}
        </Badge>
      </Group>
      <div
        ref={scrollRef}
        data-testid={`column-${status}`}
        style={{ overflowY: 'auto', padding: '0 8px 8px', height: 'max(360px, calc(100dvh - 390px))' }}
      >
        <SortableContext id={status} items={ids} strategy={isReorderable ? verticalListSortingStrategy : noSorting}>
          {repairs.length === 0 ? (
            <Text size="xs" c="dimmed" ta="center" py="lg">
              {t('board.emptyColumn')}
            </Text>
          ) : repairs.length > VIRTUALISE_FROM ? (
            <VirtualCards repairs={repairs} context={context} liftedId={liftedId} scrollElement={scrollElement} />
          ) : (
            <PlainCards repairs={repairs} context={context} liftedId={liftedId} />
          )}
        </SortableContext>
      </div>
    </Paper>
  );
});

export interface RepairsBoardProps {
  columns: BoardColumns;
  /** The columns to show, in REPAIR_STATUSES order. */
  statuses: readonly RepairStatus[];
  order: RepairListOrder;
  currency: string;
  mechanicNames: ReadonlyMap<string, string>;
  onMove: (move: BoardMove) => void;
  /** The caller's work timer (docs/product.md §17.4); null or left out for a member with no timer. */
  work?: BoardWork | null;
  /** docs/product.md §19.2: the new appointments, highlighted until seen. */
  newIds?: ReadonlySet<string>;
  /** docs/product.md §20.3: a card's "Notificar" (stable: every card draws again when it changes); left out, no button. */
  onNotify?: (repairId: string) => void;
}

const NO_NEW_IDS: ReadonlySet<string> = new Set();

export const RepairsBoard = memo(function RepairsBoard({
  columns,
  statuses,
  order,
  currency,
  mechanicNames,
  onMove,
  work = null,
  newIds = NO_NEW_IDS,
  onNotify,
}: RepairsBoardProps) {
  const { t } = useTranslation('repairs');
  const bikeLabel = useBikeLabel();
  const sensors = usePointerSensors();
  const isReorderable = order === 'list';

  const repairById = useMemo(() => {
    const map = new Map<string, TRepairSummary>();
    for (const status of statuses) for (const repair of columns[status]) map.set(repair.id, repair);
    return map;
  }, [columns, statuses]);
  const nameOf = useCallback(
    (id: UniqueIdentifier) => {
      const repair = repairById.get(String(id));
      return repair ? customerNameOf(repair.customer) || t('card.noCustomer') : '';
    },
    [repairById, t],
  );

  const keyboardTexts = useMemo<KeyboardMoveTexts>(
    () => ({
      picked: (id) => t('board.dnd.picked', { name: nameOf(id) }),
      moved: (id, place, places) =>
        t('board.dnd.moved', { name: nameOf(id), column: t(`statuses.${place.status}`), position: place.index + 1, count: places }),
      dropped: (id, place) => t('board.dnd.dropped', { name: nameOf(id), column: t(`statuses.${place.status}`) }),
      cancelled: (id) => t('board.dnd.cancelled', { name: nameOf(id) }),
    }),
    [nameOf, t],
  );
  const keyboard = useKeyboardMove({ columns, statuses, isReorderable, onMove, texts: keyboardTexts });
  const { onHandleKeyDown } = keyboard;

  const context = useMemo<CardContext>(
    () => ({
      currency,
      mechanicNames,
      handleLabelOf: (repair) =>
        t('board.dnd.handle', { name: customerNameOf(repair.customer) || t('card.noCustomer'), bike: bikeLabel(repair.bike) }),
      handleRole: t('board.dnd.roleDescription'),
      onHandleKeyDown,
      work,
      newIds,
      onNotify,
    }),
    [currency, mechanicNames, t, bikeLabel, onHandleKeyDown, work, newIds, onNotify],
  );

  // Read by dnd-kit's handlers only: the board itself does not redraw when a card is picked up or dropped.
  const targetOf = useCallback(
    (overId: UniqueIdentifier): { status: RepairStatus; index: number } | null => {
      const columnStatus = statusOfColumnId(overId);
      if (columnStatus) return { status: columnStatus, index: columns[columnStatus].length };
      const over = repairById.get(String(overId));
      if (!over) return null;
      return { status: over.status, index: columns[over.status].findIndex((repair) => repair.id === over.id) };
    },
    [columns, repairById],
  );

  // Pointer drags: dnd-kit reads these out (the keyboard's moves have their own live region below).
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

  const { lifted } = keyboard;
  return (
    <DndContext sensors={sensors} collisionDetection={collisionDetection} onDragEnd={onDragEnd} accessibility={accessibility}>
      <VisuallyHidden id="board-instructions">{t('board.dnd.instructions')}</VisuallyHidden>
      <VisuallyHidden ref={keyboard.liveRegionRef} role="status" aria-live="assertive" aria-atomic="true" />
      <div
        ref={keyboard.boardRef}
        role="region"
        aria-label={t('board.label')}
        style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8, alignItems: 'stretch' }}
      >
        {statuses.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            repairs={keyboard.columns[status]}
            isReorderable={isReorderable}
            context={context}
            liftedId={lifted?.status === status ? lifted.id : null}
          />
        ))}
      </div>
      <BoardDragOverlay repairById={repairById} context={context} />
    </DndContext>
  );
});

/** The card under the pointer while one is carried: it follows dnd-kit's own state, so the board does not redraw. */
function BoardDragOverlay({ repairById, context }: { repairById: ReadonlyMap<string, TRepairSummary>; context: CardContext }) {
  const { active } = useDndContext();
  const repair = active ? repairById.get(String(active.id)) : undefined;
  return (
    <DragOverlay>
      {repair ? <RepairCard repair={repair} currency={context.currency} mechanicNames={context.mechanicNames} isOverlay /> : null}
    </DragOverlay>
  );
}
