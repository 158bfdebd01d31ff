// docs/product.md §32.2 "The chain's view": for the chain's administrators, every workshop of the chain over the
// dashboard's timeframe (kept in the URL as the dashboard keeps it): the figures per workshop and in total, work per
// mechanic, and the chain's repairs by status.
import { FunctionError } from '@rueda/domain';
import { Alert, Group, Loader, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { useAccount, useWorkshopCurrency } from '@/features/account';
import { DashboardTimeframe, dashboardInputOf, daysOfInput, paramsOfScope, scopeOfParams, type DashboardScope } from '@/features/dashboard';
import { LazyChainSubscriptionSection } from '@/features/chain-subscription';
import { Page } from '@/features/shell';
import { formatDate } from '@/lib/dates';
import { useChainDashboard } from '../api/get-chain-dashboard';
import { ChainFiguresTable } from './chain-figures-table';
import { ChainMechanicsTable } from './chain-mechanics-table';
import { ChainRepairsList } from './chain-repairs-list';

const isNotChainAdmin = (error: unknown) =>
  error instanceof FunctionError && (error.details as { reason?: string } | undefined)?.reason === 'not-chain-admin';

export function ChainScreen() {
  const { t } = useTranslation('chain');
  const [params, setParams] = useSearchParams();
  const scope = useMemo(() => scopeOfParams(params), [params]);
  // The same all day (midnight to midnight), so the query's key does not move between renders.
  const input = dashboardInputOf(scope, new Date());
  const shownDays = input ? daysOfInput(input) : null;
  const dashboard = useChainDashboard(input);
  const account = useAccount();
  const currency = useWorkshopCurrency();

  function changeScope(next: DashboardScope) {
    setParams(paramsOfScope(next), { replace: true });
  }

  if (dashboard.isError && isNotChainAdmin(dashboard.error))
    return (
      <Page title={t('title')}>
        <Alert color="gray" title={t('notAdmin.title')}>
          {t('notAdmin.description')}
        </Alert>
      </Page>
    );

  let figures;
  if (!input) {
    figures = (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">{t('chooseDays')}</Text>
      </Paper>
    );
  } else if (dashboard.isPending) {
    figures = (
      <Paper withBorder radius="md" p="md" role="status" aria-label={t('loading')}>
        <Stack gap="sm">
          <Skeleton height={18} width="30%" />
          <Skeleton height={120} />
        </Stack>
      </Paper>
    );
  } else if (dashboard.isError && !dashboard.data) {
    figures = (
      <LoadError
        title={t('error.title')}
        description={t('error.description')}
        retryLabel={t('error.retry')}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else if (dashboard.data) {
    figures = (
      <>
        <ChainFiguresTable dashboard={dashboard.data} currency={currency} />
        <ChainMechanicsTable mechanics={dashboard.data.total.mechanics} />
      </>
    );
  }

  return (
    <Page
      title={t('title')}
      description={
        shownDays ? (
          <Group gap="xs" component="span">
            <span>{t('range', { from: formatDate(shownDays.from), to: formatDate(shownDays.to) })}</span>
            {dashboard.isFetching && dashboard.isPlaceholderData ? <Loader size={12} aria-label={t('refreshing')} /> : null}
          </Group>
        ) : undefined
      }
    >
      <Stack gap="md">
        <DashboardTimeframe scope={scope} shownDays={shownDays} onChange={changeScope} />
        {figures}
        <ChainRepairsList workshopInUse={account.data?.workshop?.id ?? null} currency={currency} />
        <LazyChainSubscriptionSection />
      </Stack>
    </Page>
  );
}
