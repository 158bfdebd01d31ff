// Repairs per status (docs/product.md §16.1), in the board's colours, each status a link to its list.
import { REPAIR_STATUSES, type RepairStatus, type TDashboard } from '@rueda/domain';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusColour } from '@/features/repairs';
import { formatCount } from '../format';
import type { RepairsLinks } from '../links';
import { StatusChart } from './charts/lazy-charts';
import { DashboardCard, FigureRows, HeadlineFigure } from './dashboard-card';

/**
 * The board's colour of a status, as a shade that reads on the dark theme: finished and delivered
 * are black on the board (docs/product.md §4), which a chart on a dark card would lose, so they are
 * drawn in two greys.
 */
export function statusChartColour(status: RepairStatus): string {
  if (status === 'finished') return 'dark.1';
  if (status === 'delivered') return 'dark.3';
  return `${statusColour(status)}.6`;
}

export function StatusCard({ dashboard, links }: { dashboard: TDashboard; links: RepairsLinks }) {
  const { t } = useTranslation('dashboard');
  const { t: tRepairs } = useTranslation('repairs');
  const items = REPAIR_STATUSES.filter((status) => dashboard.statuses[status] > 0).map((status) => ({
    key: status,
    label: tRepairs(`statuses.${status}`),
    value: formatCount(dashboard.statuses[status]),
    href: links.status(status),
    colour: statusChartColour(status),
  }));
  return (
    <DashboardCard title={t('statuses.title')}>
      <HeadlineFigure href={links.all} value={formatCount(dashboard.total)} label={t('statuses.total', { count: dashboard.total })} />
      <Group gap="lg" align="center" wrap="wrap" justify="center">
        <StatusChart
          total={formatCount(dashboard.total)}
          cells={items.map((item) => ({
            label: item.label,
            value: dashboard.statuses[item.key],
            shown: item.value,
            color: item.colour,
            href: item.href,
          }))}
        />
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          <FigureRows items={items} label={t('statuses.title')} />
        </div>
      </Group>
    </DashboardCard>
  );
}
