// The repairs board (docs/product.md §2): a column per status, cards dragged between statuses and reordered
// within one, with the mouse, touch or the keyboard (dnd-kit's KeyboardSensor). Long columns render
// only the cards in view (TanStack Virtual), so the board stays responsive with thousands of repairs.
import type { RepairListOrder, RepairStatus, TRepairSummary } from '@rueda/domain';
import {
  DndContext,
  DragOverlay,
  closestCorners,
  pointerWithin,
  useDroppable,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortableSensors } from '@/lib/sortable-sensors';
import { statusColour, type BoardColumns, type BoardMove } from '../board';
import { RepairCard, bikeNameOf, customerNameOf } from './repair-card';
import classes from './repairs-board.module.css';

/** Columns longer than this render only the cards in view. */
export const VIRTUALISE_FROM = 30;
const ESTIMATED_CARD_HEIGHT = 118;
const CARD_GAP = 8;
export const COLUMN_WIDTH = 288;

const COLUMN_PREFIX = 'column:';
const columnId = (status: RepairStatus) => `${COLUMN_PREFIX}${status}`;
const statusOfColumnId = (id: UniqueIdentifier) =>
  String(id).startsWith(COLUMN_PREFIX) ? (String(id).slice(COLUMN_PREFIX.length) as RepairStatus) : null;

/** While filtered, positions do not show (docs/product.md §4 filtered order): cards do not make room. */
const noSorting: SortingStrategy = () => null;

/** Cards under the pointer win over the column around them; the keyboard has no pointer, so nearest corners decide. */
const collisionDetection: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  const cards = within.filter((collision) => statusOfColumnId(collision.id) === null);
  if (cards.length > 0) return cards;
  if (within.length > 0) return within;
  return closestCorners(args);
};

interface CardContext {
  currency: string;
  mechanicNames: ReadonlyMap<string, string>;
}

const SortableRepairCard = memo(function SortableRepairCard({ repair, context }: { repair: TRepairSummary; context: CardContext }) {
  const { t } = useTranslation('repairs');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: repair.id });
  const name = customerNameOf(repair.customer) || t('card.noCustomer');
  return (
    <div ref={setNodeRef} className={classes.sortable} style={{ transform: CSS.Translate.toString(transform), transition }} {...listeners}>
      <RepairCard repair={repair} currency={context.currency} mechanicNames={context.mechanicNames} isDragging={isDragging} />
      {/* The keyboard's handle over the card: Space picks it up, the arrows move it, Space drops it. */}
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        className={classes.handle}
        aria-roledescription={t('board.dnd.roleDescription')}
        aria-label={t('board.dnd.handle', { name, bike: bikeNameOf(repair.bike) })}
      />
    </div>
  );
});

function PlainCards({ repairs, context }: { repairs: readonly TRepairSummary[]; context: CardContext }) {
  return (
    <Stack gap={CARD_GAP}>
      {repairs.map((repair) => (
        <SortableRepairCard key={repair.id} repair={repair} context={context} />
      ))}
    </Stack>
  );
}

function VirtualCards({
  repairs,
  context,
  scrollElement,
}: {
  repairs: readonly TRepairSummary[];
  context: CardContext;
  scrollElement: HTMLDivElement | null;
}) {
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
  return (
    <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${item.start}px)` }}
        >
          <SortableRepairCard repair={repairs[item.index]!} context={context} />
        </div>
      ))}
    </div>
  );
}

interface BoardColumnProps {
  status: RepairStatus;
  repairs: readonly TRepairSummary[];
  isReorderable: boolean;
  context: CardContext;
}

const BoardColumn = memo(function BoardColumn({ status, repairs, isReorderable, context }: BoardColumnProps) {
  const { t } = useTranslation('repairs');
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status) });
  // State, not a ref: the virtualiser (a child) sets up before a parent's ref is attached, and must
  // render again once the scrolling element exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const scrollRef = useCallback(
    (node: HTMLDivElement | null) => {
      setNodeRef(node);
      setScrollElement(node);
    },
    [setNodeRef],
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
            <VirtualCards repairs={repairs} context={context} scrollElement={scrollElement} />
          ) : (
            <PlainCards repairs={repairs} context={context} />
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
}

export function RepairsBoard({ columns, statuses, order, currency, mechanicNames, onMove }: RepairsBoardProps) {
  const { t } = useTranslation('repairs');
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSortableSensors();
  const context = useMemo(() => ({ currency, mechanicNames }), [currency, mechanicNames]);

  const repairById = useMemo(() => {
    const map = new Map<string, TRepairSummary>();
    for (const status of statuses) for (const repair of columns[status]) map.set(repair.id, repair);
    return map;
  }, [columns, statuses]);

  function targetOf(overId: UniqueIdentifier): { status: RepairStatus; index: number } | null {
    const columnStatus = statusOfColumnId(overId);
    if (columnStatus) return { status: columnStatus, index: columns[columnStatus].length };
    const over = repairById.get(String(overId));
    if (!over) return null;
    return { status: over.status, index: columns[over.status].findIndex((repair) => repair.id === over.id) };
  }

  const nameOf = (id: UniqueIdentifier) => {
    const repair = repairById.get(String(id));
    return repair ? customerNameOf(repair.customer) || t('card.noCustomer') : '';
  };
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

  function onDragStart(event: DragStartEvent) {
    setActiveId(String(event.active.id));
  }

  function onDragEnd(event: DragEndEvent) {
    setActiveId(null);
    if (!event.over) return;
    const target = targetOf(event.over.id);
    if (!target) return;
    onMove({ id: String(event.active.id), toStatus: target.status, toIndex: target.index });
  }

  const active = activeId ? repairById.get(activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('board.dnd.instructions') } }}
    >
      <VisuallyHidden id="board-instructions">{t('board.dnd.instructions')}</VisuallyHidden>
      <div
        role="region"
        aria-label={t('board.label')}
        style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8, alignItems: 'stretch' }}
      >
        {statuses.map((status) => (
          <BoardColumn key={status} status={status} repairs={columns[status]} isReorderable={order === 'list'} context={context} />
        ))}
      </div>
      <DragOverlay>
        {active ? <RepairCard repair={active} currency={currency} mechanicNames={mechanicNames} isOverlay /> : null}
      </DragOverlay>
    </DndContext>
  );
}
