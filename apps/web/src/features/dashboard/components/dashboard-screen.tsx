// The dashboard (docs/product.md §16): how the workshop goes over a timeframe (the repairs screen's,
// kept in the URL the same way), every figure a link to the repairs list behind it.
import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { useWorkshopCurrency } from '@/features/account';
import { usePermission } from '@/features/auth';
import { FastIntake } from '@/features/repairs';
import { Page } from '@/features/shell';
import { formatDate } from '@/lib/dates';
import { useDashboard } from '../api/get-dashboard';
import { repairsLinksOf } from '../links';
import { preloadCharts } from './charts/lazy-charts';
import { dashboardInputOf, daysOfInput, paramsOfScope, scopeOfParams, type DashboardScope } from '../scope';
import { DashboardFigures } from './dashboard-figures';
import { DashboardSkeleton } from './dashboard-states';
import { DashboardTimeframe } from './dashboard-timeframe';

export function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const scope = useMemo(() => scopeOfParams(params), [params]);
  const now = new Date();
  // The same all day (midnight to midnight), so the query's key does not move between renders.
  const input = dashboardInputOf(scope, now);
  const shownDays = input ? daysOfInput(input) : null;
  const dashboard = useDashboard(input);
  const currency = useWorkshopCurrency();
  const mayViewRevenue = usePermission('revenue.view');
  const links = useMemo(() => repairsLinksOf(scope), [scope]);
  const [isIntakeOpen, intake] = useDisclosure(false);
  useEffect(preloadCharts, []);

  function changeScope(next: DashboardScope) {
    setParams(paramsOfScope(next), { replace: true });
  }

  let content;
  if (!input) {
    content = (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">{t('chooseDays')}</Text>
      </Paper>
    );
  } else if (dashboard.isPending) {
    content = <DashboardSkeleton />;
  } else if (dashboard.isError && !dashboard.data) {
    content = (
      <LoadError
        title={t('error.title')}
        description={t('error.description')}
        retryLabel={t('error.retry')}
        onRetry={() => void dashboard.refetch()}
      />
    );
  } else if (dashboard.data) {
    content = (
      <DashboardFigures
        dashboard={dashboard.data}
        links={links}
        currency={currency}
        mayViewRevenue={mayViewRevenue}
        now={now}
        onNewRepair={intake.open}
      />
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
        {content}
      </Stack>
      <FastIntake opened={isIntakeOpen} onClose={intake.close} />
    </Page>
  );
}
