// A kind's items in the services screen, in position order, reordered by dragging their handle with the
// mouse, touch or the keyboard (lib/sortable-sensors.ts, as the repairs board). Maintenances show
// under their group, each group a list of its own: a drag never moves an item into another group.
// Long lists render only the rows in view (TanStack Virtual, as the board's columns): with thousands
// of stock items, drawing every row made each search keystroke take seconds.
import type { ServiceKind } from '@rueda/domain';
import { DndContext, closestCenter, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Stack, Title } from '@mantine/core';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortableSensors } from '@/lib/sortable-sensors';
import type { CatalogueItem, ServiceGroup } from '../catalogue';
import { Icon } from './icons';
import { ServiceRow, type ServiceRowProps } from './service-row';

type RowContext = Omit<ServiceRowProps, 'item' | 'handle'>;

/** Lists longer than this render only the rows in view. */
const VIRTUALISE_FROM = 40;
/** A row before it is measured: a stock item's three lines. */
const ESTIMATED_ROW_HEIGHT = 82;
const ROW_GAP = 6;

function SortableServiceRow({ item, context }: { item: CatalogueItem; context: RowContext }) {
  const { t } = useTranslation('catalogue');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      size="lg"
      {...attributes}
      {...listeners}
      aria-roledescription={t('dnd.roleDescription')}
      aria-label={t('dnd.move', { title: item.title })}
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
    >
      <Icon name="grip" />
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined }}
    >
      <ServiceRow {...context} item={item} handle={handle} />
    </div>
  );
}

/**
 * How far down the page a list starts, which the window's virtualiser needs to know which rows are in
 * view; null until the list is in the page. The groups above it, the hint and the search row move it
 * without rendering it again, and they change the page's height when they do.
 */
function usePageTop(): [number | null, (element: HTMLElement | null) => void] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [top, setTop] = useState<number | null>(null);
  const attach = useCallback((node: HTMLElement | null) => {
    setElement(node);
    // Measured as the list arrives, so its first rows drawn are the ones in view.
    if (node) setTop(node.getBoundingClientRect().top + window.scrollY);
  }, []);
  useLayoutEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(() => setTop(element.getBoundingClientRect().top + window.scrollY));
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [element]);
  return [top, attach];
}

interface VirtualRowsProps {
  items: CatalogueItem[];
  /** The item being dragged: kept in the DOM wherever the page scrolls, or the drag would lose it. */
  keptId: string | null;
  renderRow: (item: CatalogueItem) => ReactNode;
}

function VirtualRows({ items, keptId, renderRow }: VirtualRowsProps) {
  const [pageTop, attach] = usePageTop();
  const scrollMargin = pageTop ?? 0;
  const keptIndex = keptId === null ? -1 : items.findIndex((item) => item.id === keptId);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => items[index]!.id,
    gap: ROW_GAP,
    overscan: 3,
    scrollMargin,
    rangeExtractor: (range) => {
      const indexes = defaultRangeExtractor(range);
      return keptIndex < 0 || indexes.includes(keptIndex) ? indexes : [...indexes, keptIndex].sort((a, b) => a - b);
    },
    // React 19 warns about flushSync during render; a frame's delay while scrolling is invisible.
    useFlushSync: false,
  });
  return (
    <div ref={attach} role="list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {(pageTop === null ? [] : virtualizer.getVirtualItems()).map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${row.start - scrollMargin}px)` }}
        >
          {renderRow(items[row.index]!)}
        </div>
      ))}
    </div>
  );
}

/** Every row, or only those in view for a long list. */
function Rows({ items, keptId, renderRow }: VirtualRowsProps) {
  if (items.length > VIRTUALISE_FROM) return <VirtualRows items={items} keptId={keptId} renderRow={renderRow} />;
  return (
    <Stack gap={ROW_GAP} role="list">
      {items.map(renderRow)}
    </Stack>
  );
}

interface GroupListProps {
  items: CatalogueItem[];
  isReorderable: boolean;
  context: RowContext;
  onReorder: (ids: string[]) => void;
}

function GroupList({ items, isReorderable, context, onReorder }: GroupListProps) {
  const { t } = useTranslation('catalogue');
  const sensors = useSortableSensors();
  const [draggedId, setDraggedId] = useState<string | null>(null);
  const ids = items.map((item) => item.id);
  if (!isReorderable)
    return <Rows items={items} keptId={null} renderRow={(item) => <ServiceRow key={item.id} {...context} item={item} />} />;

  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? '';
  const place = (id: UniqueIdentifier) => ({ position: ids.indexOf(String(id)) + 1, total: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { title: titleOf(active.id), ...place(over.id) }) : t('dnd.outside', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.dropped', { title: titleOf(active.id), ...place(over.id) }) : t('dnd.cancelled', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { title: titleOf(active.id) }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    setDraggedId(null);
    if (!over) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0 || from === to) return;
    onReorder(arrayMove(ids, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => setDraggedId(String(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDraggedId(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Rows items={items} keptId={draggedId} renderRow={(item) => <SortableServiceRow key={item.id} item={item} context={context} />} />
      </SortableContext>
    </DndContext>
  );
}

export interface SortableServiceListProps extends RowContext {
  kind: ServiceKind;
  groups: ServiceGroup<CatalogueItem>[];
  isReorderable: boolean;
  /** The kind's ids in their new order. */
  onReorder: (ids: string[]) => void;
}

export function SortableServiceList({ groups, isReorderable, onReorder, ...context }: SortableServiceListProps) {
  const { t } = useTranslation('catalogue');
  const isGrouped = context.kind === 'maintenances';

  /** A group's new order, within the whole kind's: the groups stay in the order they show. */
  function reorderGroup(index: number, ids: string[]) {
    onReorder(groups.flatMap((group, position) => (position === index ? ids : group.items.map((item) => item.id))));
  }

  return (
    <Stack gap="md">
      {groups.map((group, index) => (
        <Stack key={group.name} gap={6} component="section" aria-label={isGrouped ? group.name || t('noGroup') : undefined}>
          {isGrouped ? (
            <Title order={3} size="h6" c="dimmed">
              {`${group.name || t('noGroup')} · ${group.items.length}`}
            </Title>
          ) : null}
          <GroupList items={group.items} isReorderable={isReorderable} context={context} onReorder={(ids) => reorderGroup(index, ids)} />
        </Stack>
      ))}
    </Stack>
  );
}
