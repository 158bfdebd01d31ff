// A kind's items in the services screen, in position order, reordered by dragging their handle with the
// mouse, touch or the keyboard (lib/sortable-sensors.ts, as the repairs board). Maintenances show
// under their group, each group a list of its own: a drag never moves an item into another group.
import type { ServiceKind } from '@rueda/domain';
import { DndContext, closestCenter, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSortableSensors } from '@/lib/sortable-sensors';
import type { CatalogueItem, ServiceGroup } from '../catalogue';
import { Icon } from './icons';
import { ServiceRow, type ServiceRowProps } from './service-row';

type RowContext = Omit<ServiceRowProps, 'item' | 'handle'>;

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

interface GroupListProps {
  items: CatalogueItem[];
  isReorderable: boolean;
  context: RowContext;
  onReorder: (ids: string[]) => void;
}

function GroupList({ items, isReorderable, context, onReorder }: GroupListProps) {
  const { t } = useTranslation('catalogue');
  const sensors = useSortableSensors();
  const ids = items.map((item) => item.id);
  if (!isReorderable)
    return (
      <Stack gap={6} role="list">
        {items.map((item) => (
          <ServiceRow key={item.id} {...context} item={item} />
        ))}
      </Stack>
    );

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
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap={6} role="list">
          {items.map((item) => (
            <SortableServiceRow key={item.id} item={item} context={context} />
          ))}
        </Stack>
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
