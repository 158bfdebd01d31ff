// The services screen (docs/product.md §3): the workshop's packs, maintenances, suspensions and stock
// items, a tab per kind with its count, an instant search, the order the repair page offers them (by
// dragging), a drawer to create and edit, archiving with an undo, and the starter catalogue for an
// empty workshop. Mechanics read it; admins and managers change it (docs/roles.md).
import { SERVICE_KINDS, type ServiceKind } from '@rueda/domain';
import { Badge, Button, Group, Kbd, Skeleton, Stack, Switch, Tabs } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { SearchInput } from '@/components/search-input';
import { useAccount, useWorkshopCurrency, useWorkshopCurrencySymbol } from '@/features/account';
import { usePermission } from '@/features/auth';
import { Page } from '@/features/shell';
import { currentLanguage } from '@/lib/i18n';
import { lazyNamed } from '@/lib/lazy-named';
import { notifyError, notifySuccess } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useAddStarterCatalogue } from '../api/add-starter-catalogue';
import { useServices } from '../api/get-services';
import { useReorderServices } from '../api/reorder-services';
import { byPosition, isCatalogueEmpty, kindView, type CatalogueItem, type KindView } from '../catalogue';
import { useArchiveToggle } from '../hooks/use-archive-toggle';
import { useSpreadsheetImport } from '../hooks/use-spreadsheet-import';
import { EmptyCatalogue } from './catalogue-empty';
import { ImportDialog } from './import-dialog';
import { KindPanel } from './kind-panel';
import { ServiceDrawer, type CatalogueChoices, type EditTarget } from './service-editor';
import type { ServiceActions } from './service-row';
import { SpreadsheetMenu } from './spreadsheet-menu';

const KIND_PARAM = 'kind';

/** docs/product.md §32.3: only a chain's administrator gets it, so its code comes only for them. */
const PublishCatalogueButton = lazyNamed(() => import('@/features/chains'), 'PublishCatalogueButton');

function kindOfParams(params: URLSearchParams): ServiceKind {
  const kind = params.get(KIND_PARAM);
  return (SERVICE_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ServiceKind) : SERVICE_KINDS[0];
}

function CatalogueSkeleton() {
  const { t } = useTranslation('catalogue');
  return (
    <Stack gap="sm" role="status" aria-label={t('loading')}>
      <Skeleton height={36} width="60%" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={64} radius="md" />
      ))}
    </Stack>
  );
}

export function CatalogueScreen() {
  const { t } = useTranslation('catalogue');
  const mayManage = usePermission('services.manage');
  const isChainAdmin = useAccount().data?.isChainAdmin === true;
  const [params, setParams] = useSearchParams();
  const kind = kindOfParams(params);
  const [search, setSearch] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  // The drawer keeps its last item while it closes, so its content does not vanish mid-animation.
  const [target, setTarget] = useState<EditTarget | null>(null);
  const [isEditorOpen, setIsEditorOpen] = useState(false);
  const [openings, setOpenings] = useState(0);

  const list = useServices({ includeArchived: true });
  const currency = useWorkshopCurrency();
  const currencySymbol = useWorkshopCurrencySymbol();
  const { mutate: reorder } = useReorderServices({ onError: () => notifyError(t('toasts.reorderFailed')) });
  const toggleArchived = useArchiveToggle();
  const addStarter = useAddStarterCatalogue();
  const spreadsheetImport = useSpreadsheetImport();

  const openEditor = useCallback((editKind: ServiceKind, item: CatalogueItem | null) => {
    setTarget({ kind: editKind, item });
    setIsEditorOpen(true);
    setOpenings((count) => count + 1);
  }, []);
  const openNew = () => openEditor(kind, null);
  useHotkeys(mayManage && !isEditorOpen ? [['n', openNew]] : []);

  const data = list.data;
  const views = useMemo(
    () =>
      data
        ? (Object.fromEntries(SERVICE_KINDS.map((each) => [each, kindView(data, each, search)])) as Record<ServiceKind, KindView>)
        : null,
    [data, search],
  );
  const maintenanceTitles = useMemo(() => new Map((data?.maintenances ?? []).map((item) => [item.id, item.title])), [data]);
  const choices = useMemo<CatalogueChoices>(() => {
    const maintenances = byPosition(data?.maintenances ?? []);
    return {
      maintenances: maintenances.map((item) => ({ value: item.id, label: item.title, archived: item.archived })),
      groups: [...new Set(maintenances.map((item) => item.group).filter(Boolean))],
    };
  }, [data]);
  // An export writes what the tab lists: the kind's items in order, the archived ones when shown.
  const exported = useMemo(
    () => byPosition<CatalogueItem>(data?.[kind] ?? []).filter((item) => showArchived || !item.archived),
    [data, kind, showArchived],
  );
  const actions = useMemo<ServiceActions | null>(
    () => (mayManage ? { onEdit: openEditor, onArchive: toggleArchived } : null),
    [mayManage, openEditor, toggleArchived],
  );

  function addStarterCatalogue() {
    addStarter.mutate(currentLanguage(), {
      onSuccess: () => notifySuccess(t('toasts.starterAdded')),
      onError: (error) => notifyError(t(`toasts.${writeFailureOf(error)}`)),
    });
  }

  let content;
  if (list.isPending) {
    content = <CatalogueSkeleton />;
  } else if (!data || !views) {
    content = (
      <LoadError
        title={t('loadFailed')}
        description={t('loadFailedDescription')}
        retryLabel={t('actions.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (isCatalogueEmpty(data)) {
    content = (
      <EmptyCatalogue
        mayManage={mayManage}
        isAddingStarter={addStarter.isPending}
        onAddStarter={addStarterCatalogue}
        onNew={openNew}
        newLabel={t(`new.${kind}`)}
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <SearchInput
            label={t('search')}
            clearLabel={t('clearSearch')}
            placeholder={t('searchPlaceholder')}
            value={search}
            onChange={setSearch}
            style={{ flex: '1 1 260px' }}
          />
          <Switch label={t('showArchived')} checked={showArchived} onChange={(event) => setShowArchived(event.currentTarget.checked)} />
        </Group>
        <Tabs
          value={kind}
          onChange={(value) => value && setParams({ [KIND_PARAM]: value }, { replace: true })}
          keepMounted={false}
          variant="outline"
        >
          <Tabs.List aria-label={t('kindsLabel')}>
            {SERVICE_KINDS.map((each) => (
              <Tabs.Tab
                key={each}
                value={each}
                rightSection={
                  <Group gap={4} wrap="nowrap">
                    <Badge size="sm" variant="light" color="gray">
                      {views[each].active.length}
                    </Badge>
                    {each === 'stockItems' && data.lowStock > 0 ? (
                      <Badge size="sm" variant="filled" color="orange">
                        {t('lowStockBadge', { count: data.lowStock })}
                      </Badge>
                    ) : null}
                  </Group>
                }
              >
                {t(`kinds.${each}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SERVICE_KINDS.map((each) => (
            <Tabs.Panel key={each} value={each} pt="md">
              <KindPanel
                kind={each}
                view={views[each]}
                search={search}
                showArchived={showArchived}
                currency={currency}
                maintenanceTitles={maintenanceTitles}
                actions={actions}
                onReorder={(ids) => reorder({ kind: each, ids })}
                onNew={() => openEditor(each, null)}
                onClearSearch={() => setSearch('')}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    );
  }

  return (
    <Page
      title={t('title')}
      description={mayManage ? t('description') : t('readOnly')}
      actions={
        data ? (
          <Group gap="sm">
            <SpreadsheetMenu kind={kind} items={exported} onImport={mayManage ? spreadsheetImport.choose : null} />
            {/* docs/product.md §32.3: the head office publishes to the chain (the dialog says whether this is it). */}
            {mayManage && isChainAdmin ? (
              <Suspense fallback={null}>
                <PublishCatalogueButton label={t('publish.open')} />
              </Suspense>
            ) : null}
            {mayManage && !isCatalogueEmpty(data) ? (
              <Button
                onClick={openNew}
                aria-keyshortcuts="n"
                rightSection={
                  <Kbd size="xs" aria-hidden>
                    N
                  </Kbd>
                }
              >
                {t(`new.${kind}`)}
              </Button>
            ) : null}
          </Group>
        ) : null
      }
    >
      {content}
      <ServiceDrawer
        target={target}
        opened={isEditorOpen}
        openingKey={openings}
        choices={choices}
        currencySymbol={currencySymbol}
        onClose={() => setIsEditorOpen(false)}
      />
      <ImportDialog
        state={spreadsheetImport.state}
        isApplying={spreadsheetImport.isApplying}
        onApply={() => void spreadsheetImport.apply()}
        onClose={spreadsheetImport.close}
      />
    </Page>
  );
}
