// One kind's tab of the services screen: its items in order (draggable for those who manage the
// catalogue, unless a search filters them), the archived ones when asked for, or an empty state.
import type { ServiceKind } from '@rueda/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupsOf, type KindView } from '../catalogue';
import { EmptyKind, NoMatch } from './catalogue-empty';
import { ServiceRow, type ServiceActions } from './service-row';
import { SortableServiceList } from './sortable-service-list';

export interface KindPanelProps {
  kind: ServiceKind;
  view: KindView;
  search: string;
  showArchived: boolean;
  currency: string;
  maintenanceTitles: ReadonlyMap<string, string>;
  /** Null for a role that only reads the catalogue. */
  actions: ServiceActions | null;
  onReorder: (ids: string[]) => void;
  onNew: () => void;
  onClearSearch: () => void;
}

export function KindPanel({ kind, showArchived, actions, onReorder, onNew, onClearSearch, ...props }: KindPanelProps) {
  const { t } = useTranslation('catalogue');
  // A new search reaches the list a moment after the box and the tabs' counts, in a render the next
  // key interrupts: typing stays quick however many rows the list draws again (5,000 stock items).
  // Anything else (a drop, a save, an archive) shows at once: a drop shown late would first jump back.
  const deferredSearch = useDeferredValue(props.search);
  const deferredView = useDeferredValue(props.view);
  const isSearchPending = deferredSearch !== props.search;
  const search = isSearchPending ? deferredSearch : props.search;
  const view = isSearchPending ? deferredView : props.view;
  const rowContext = { currency: props.currency, maintenanceTitles: props.maintenanceTitles };
  const mayManage = actions !== null;
  const isSearching = search.trim() !== '';
  const archived = showArchived ? view.archived : [];
  // A position among a filtered subset would mean nothing in the whole list (as on the repairs board).
  const isReorderable = mayManage && !isSearching;
  const groups = useMemo(() => groupsOf(kind, view.active), [kind, view.active]);

  let list;
  if (view.active.length > 0) {
    list = (
      <Stack gap="xs">
        {mayManage && view.active.length > 1 ? (
          <Text size="xs" c="dimmed">
            {t(isSearching ? 'reorderOffWhileSearching' : 'reorderHint')}
          </Text>
        ) : null}
        <SortableServiceList
          kind={kind}
          groups={groups}
          isReorderable={isReorderable}
          onReorder={onReorder}
          actions={actions}
          {...rowContext}
        />
      </Stack>
    );
  } else if (isSearching) {
    list = archived.length > 0 ? null : <NoMatch onClear={onClearSearch} />;
  } else {
    list = <EmptyKind kind={kind} mayManage={mayManage} onNew={onNew} />;
  }

  return (
    <Stack gap="lg">
      {list}
      {archived.length > 0 ? (
        <Stack gap={6} component="section" aria-labelledby={`archived-${kind}`}>
          <Title order={3} size="h6" c="dimmed" id={`archived-${kind}`}>
            {`${t('archived')} · ${archived.length}`}
          </Title>
          <Stack gap={6} role="list">
            {archived.map((item) => (
              <ServiceRow key={item.id} kind={kind} item={item} actions={actions} {...rowContext} />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
