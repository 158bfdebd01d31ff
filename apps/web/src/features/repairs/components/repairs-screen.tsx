// The repairs screen (docs/product.md §2): the timeframe, filters and instant search over a board of every status
// (or a compact list), the counts per status, and the fast intake (button or the "n" key).
import { listOrderOf, REPAIR_STATUSES, sortRepairs, type TMechanic, type TRepairSummary } from '@rueda/domain';
import { Button, EmptyState, Group, Kbd, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useHotkeys } from '@mantine/hooks';
import { Suspense, useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBikeLabel } from '@/lib/bike-label';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { useAccount, useWorkshopCurrency } from '@/features/account';
import { useNewAppointments } from '@/features/alerts';
import { usePermission } from '@/features/auth';
import { RepairNotifyDialog, type RepairNotifyRequest } from '@/features/messaging';
import { Page } from '@/features/shell';
import { afterNextPaint, whenIdle } from '@/lib/idle';
import { lazyNamed } from '@/lib/lazy-named';
import { notifyError } from '@/lib/notify';
import { useMechanics } from '../api/get-mechanics';
import { usePendingChanges } from '../hooks/use-pending-changes';
import { isQueuedIntake } from '../queued-intake';
import { useRepairsList } from '../api/list-repairs';
import { useMoveRepair, type MoveOutcome, type MoveRepairVariables } from '../api/move-repair';
import { customerNameOf } from '../repair-names';
import { repairsKeys } from '../api/query-keys';
import { displayCounts, planMove, visibleRepairs, type BoardMove } from '../board';
import { filtersOfParams, paramsOf, viewOfParams, type RepairFilters, type RepairsView } from '../filters';
import { useAfterPaint } from '../hooks/use-after-paint';
import { loadBoardDnd } from '../hooks/use-board-dnd';
import { useBoardColumns } from '../hooks/use-board-columns';
import { useMechanicNames } from '../hooks/use-mechanic-names';
import { useRefreshOnNewAppointments } from '../hooks/use-refresh-on-new-appointments';
import type { BoardWork } from './board-work/board-work-types';
import { loadVirtualCards } from './board-cards';
import { BoardWorkSource } from './board-work/lazy-board-work';
import { FastIntake } from './lazy-fast-intake';
import { RepairsBoard } from './repairs-board';
import { RepairsToolbar } from './repairs-toolbar';

// Drawn only while an intake waits on the device (docs/product.md §30.3): its code, out of the board's first load.
const QueuedIntakes = lazyNamed(() => import('./queued-intakes'), 'QueuedIntakes');

/**
 * The list view's table (docs/product.md §4) loads the first time the list is shown, or once the browser is idle on the
 * board, so a switch to the list draws it at once: the board's first load does without it (decision 071).
 */
const loadRepairsTable = () => import('./repairs-table');
const RepairsTable = lazyNamed(loadRepairsTable, 'RepairsTable');

/** How long typing pauses before the search goes to the server (the board narrows at once). */
const SEARCH_DEBOUNCE_MS = 300;
const NO_MECHANICS: readonly TMechanic[] = [];

function BoardSkeleton() {
  const { t } = useTranslation('repairs');
  return (
    <Group gap={12} wrap="nowrap" style={{ overflow: 'hidden' }} role="status" aria-label={t('board.loading')}>
      {REPAIR_STATUSES.slice(0, 5).map((status) => (
        <Paper key={status} withBorder radius="md" p="sm" w={288} style={{ flex: '0 0 288px' }}>
          <Stack gap="sm">
            <Skeleton height={18} width="60%" />
            <Skeleton height={96} />
            <Skeleton height={96} />
            <Skeleton height={96} />
          </Stack>
        </Paper>
      ))}
    </Group>
  );
}

export function RepairsScreen() {
  const { t } = useTranslation('repairs');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOfParams(params), [params]);
  const view = viewOfParams(params);
  const [searchInput, setSearchInput] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  // The box follows every key at once; the board follows once that key is painted (a frame later, and
  // not at all for a key typed over before it), so typing never waits for the cards.
  const typedSearch = useAfterPaint(searchInput);
  const [isIntakeOpen, intake] = useDisclosure(false);

  const list = useRepairsList(filters);
  const hasQueuedIntakes = usePendingChanges().some(isQueuedIntake);
  const bikeLabel = useBikeLabel();
  const mechanics = useMechanics();
  const mechanicNames = useMechanicNames();
  const currency = useWorkshopCurrency();
  // docs/product.md §17.4: a member linked to a mechanic has "my repairs" and a work timer on the cards.
  const myMechanicId = useAccount().data?.mechanicId ?? null;
  const mayExport = usePermission('repairs.export');
  // docs/product.md §32.2: a chain's administrator reading the workshop sees the board and changes nothing.
  const mayEdit = usePermission('repairs.edit');
  const mayNotify = usePermission('customers.notify');
  const [work, setWork] = useState<BoardWork | null>(null);
  // docs/product.md §20.3: the board's one Notify dialog, for a card's "Notificar" or after a status change saved here.
  const [notifying, setNotifying] = useState<RepairNotifyRequest | null>(null);
  const onNotify = useCallback((repairId: string) => setNotifying({ repairId }), []);
  const closeNotify = useCallback(() => setNotifying(null), []);
  const onMoved = useCallback(({ id, plan }: MoveRepairVariables, { isQueued }: MoveOutcome) => {
    // A move kept on the device (docs/product.md §30.3) notifies nobody: the customer's message needs the server.
    if (plan.fromStatus !== plan.toStatus && !isQueued) setNotifying({ repairId: id, status: plan.toStatus });
  }, []);
  const move = useMoveRepair({ onError: () => notifyError(t('board.moveFailed')), onSuccess: onMoved });
  // docs/product.md §19.2: new appointments highlighted on the board until the user marks them seen.
  const appointments = useNewAppointments({ isShown: view === 'board' && list.isSuccess });
  useRefreshOnNewAppointments(appointments);

  useHotkeys(mayEdit ? [['n', () => intake.open()]] : []);

  // Stable callbacks: a keystroke in the search box redraws the box, not the filters and the board.
  const setView = useCallback(
    (next: RepairFilters, nextView: RepairsView = view) => setParams(paramsOf(next, nextView), { replace: true }),
    [setParams, view],
  );
  const onViewChange = useCallback((nextView: RepairsView) => setView(filters, nextView), [setView, filters]);

  // A card's link clicked while the typed search waits for its pause starts loading another screen; the
  // search sent then (a navigation too) would cancel it, and the click would do nothing.
  const navigation = useNavigation();
  const location = useLocation();
  const sendSearch = useEffectEvent((search: string) => {
    const isLeaving = navigation.state !== 'idle' && navigation.location?.pathname !== location.pathname;
    if (search !== filters.search && !isLeaving) setView({ ...filters, search });
  });
  useEffect(() => {
    sendSearch(debouncedSearch);
  }, [debouncedSearch]);
  // Decision 071: the board's drags and its long columns' virtualiser are fetched once the skeleton has painted, while
  // it waits for the list, so that the board is drawn once, with them (drawn without them and again with them, a board
  // of 2,000 repairs doubled its blocking time); the list's table once the browser is idle.
  useEffect(() => {
    const cancelPaint = afterNextPaint(() => {
      loadBoardDnd().catch(() => undefined);
      loadVirtualCards().catch(() => undefined);
    });
    const cancelIdle = whenIdle(() => void loadRepairsTable());
    return () => {
      cancelPaint();
      cancelIdle();
    };
  }, []);

  const order = listOrderOf({ ...filters, search: typedSearch });
  const hasFilters = order === 'filtered';
  const data = list.data;
  const visible = useMemo(() => visibleRepairs(data?.repairs ?? [], typedSearch), [data, typedSearch]);
  // Only the view on screen is built: the columns for the board, the rows for the list.
  const columns = useBoardColumns(visible, order, view === 'board');
  const rows = useMemo<TRepairSummary[]>(() => (view === 'list' ? sortRepairs(visible, order) : []), [view, visible, order]);
  const counts = useMemo(
    () => (data ? displayCounts(data, visible, typedSearch, filters.statuses) : undefined),
    [data, visible, typedSearch, filters.statuses],
  );
  const statuses = filters.statuses.length > 0 ? filters.statuses : REPAIR_STATUSES;

  const { mutate: moveRepair } = move;
  const onMove = useCallback(
    (boardMove: BoardMove) => {
      const plan = mayEdit && columns && planMove(columns, boardMove, order);
      const moved = data?.repairs.find((repair) => repair.id === boardMove.id);
      if (plan && moved)
        moveRepair({
          id: boardMove.id,
          plan,
          listKey: repairsKeys.list(filters),
          lastUpdate: moved.lastUpdate,
          subject: [bikeLabel(moved.bike), customerNameOf(moved.customer)].filter(Boolean).join(' · '),
        });
    },
    [mayEdit, columns, order, filters, moveRepair, data, bikeLabel],
  );

  const clearFilters = useCallback(() => {
    setSearchInput('');
    setView({ ...filters, statuses: [], payment: null, mechanic: null, search: '' });
  }, [setView, filters]);
  // The closed intake stays as it is while the board changes.
  const intakeModal = useMemo(() => <FastIntake opened={isIntakeOpen} onClose={intake.close} />, [isIntakeOpen, intake.close]);

  let content;
  if (list.isPending) {
    content = <BoardSkeleton />;
  } else if (list.isError && !data) {
    content = (
      <LoadError
        title={t('board.loadFailed')}
        description={t('board.loadFailedDescription')}
        retryLabel={t('actions.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (visible.length === 0 && !hasFilters) {
    content = (
      <Paper withBorder radius="md" py={48} px="md">
        <EmptyState
          title={t('empty.title')}
          description={t(filters.timeframe === 'all' ? 'empty.descriptionAll' : 'empty.descriptionTimeframe')}
          withIndicatorBackground
        >
          <EmptyState.Actions>
            {mayEdit ? <Button onClick={intake.open}>{t('actions.newRepair')}</Button> : null}
            {filters.timeframe !== 'all' ? (
              <Button variant="default" onClick={() => setView({ ...filters, timeframe: 'all', custom: null })}>
                {t('empty.showAll')}
              </Button>
            ) : null}
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  } else if (visible.length === 0) {
    content = (
      <Paper withBorder radius="md" py={48} px="md">
        <EmptyState title={t('empty.noMatchTitle')} description={t('empty.noMatchDescription')} withIndicatorBackground>
          <EmptyState.Actions>
            <Button variant="default" onClick={clearFilters}>
              {t('filters.clear')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  } else if (view === 'list') {
    content = (
      <Suspense fallback={<BoardSkeleton />}>
        <RepairsTable repairs={rows} currency={currency} mechanicNames={mechanicNames} />
      </Suspense>
    );
  } else if (columns) {
    content = (
      <RepairsBoard
        columns={columns}
        statuses={statuses}
        order={order}
        currency={currency}
        mechanicNames={mechanicNames}
        onMove={onMove}
        work={myMechanicId === null ? null : work}
        newIds={appointments.newIds}
        onNotify={mayNotify ? onNotify : undefined}
      />
    );
  }

  return (
    <Page
      title={t('title')}
      description={
        data ? (
          <Group gap="xs" component="span">
            <span>{t('board.summary', { count: visible.length })}</span>
            {list.isFetching ? <Loader size={12} aria-label={t('board.refreshing')} /> : null}
          </Group>
        ) : undefined
      }
      actions={
        mayEdit ? (
          <Button onClick={intake.open} aria-keyshortcuts="n" rightSection={<Kbd size="xs">N</Kbd>}>
            {t('actions.newRepair')}
          </Button>
        ) : undefined
      }
    >
      <Stack gap="md">
        <RepairsToolbar
          filters={filters}
          searchInput={searchInput}
          onSearchInput={setSearchInput}
          onFiltersChange={setView}
          onClearFilters={clearFilters}
          counts={counts}
          view={view}
          onViewChange={onViewChange}
          mechanics={mechanics.data ?? NO_MECHANICS}
          myMechanicId={myMechanicId}
          mayExport={mayExport}
        />
        {view === 'board' && appointments.newIds.size > 0 ? (
          <Group gap="sm" justify="space-between" role="status">
            <Text size="sm" c="indigo.2">
              {t('board.newAppointments', { count: appointments.newIds.size })}
            </Text>
            <Button size="compact-sm" variant="light" loading={appointments.isMarking} onClick={appointments.markSeen}>
              {t('board.markSeen')}
            </Button>
          </Group>
        ) : null}
        {hasQueuedIntakes ? (
          <Suspense fallback={null}>
            <QueuedIntakes />
          </Suspense>
        ) : null}
        {content}
      </Stack>
      {intakeModal}
      <RepairNotifyDialog request={notifying} onClose={closeNotify} />
      {myMechanicId === null ? null : <BoardWorkSource onChange={setWork} onError={notifyError} />}
    </Page>
  );
}
