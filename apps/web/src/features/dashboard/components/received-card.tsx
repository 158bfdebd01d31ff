// Repairs received and delivered per day, week or month (docs/product.md §16.2): the chart, the totals
// and, for screen readers, each period's figures, every one a link to its list.
import type { TDashboard } from '@rueda/domain';
import { useTranslation } from 'react-i18next';
import { formatCount, periodLabel, shortPeriodLabel } from '../format';
import type { RepairsLinks } from '../links';
import { ReceivedChart } from './charts/lazy-charts';
import { DashboardCard, FigureRows, FiguresTable } from './dashboard-card';

export function ReceivedCard({ dashboard, links }: { dashboard: TDashboard; links: RepairsLinks }) {
  const { t } = useTranslation('dashboard');
  const { bucket, received } = dashboard;
  const totalReceived = received.reduce((sum, period) => sum + period.received, 0);
  const totalDelivered = received.reduce((sum, period) => sum + period.delivered, 0);
  return (
    <DashboardCard title={t(`received.title.${bucket}`)}>
      <FigureRows
        items={[
          { key: 'received', label: t('received.received'), value: formatCount(totalReceived), href: links.all, colour: 'blue.5' },
          { key: 'delivered', label: t('received.delivered'), value: formatCount(totalDelivered), href: links.delivered, colour: 'teal.5' },
        ]}
      />
      <ReceivedChart
        receivedLabel={t('received.received')}
        deliveredLabel={t('received.delivered')}
        formatCount={formatCount}
        data={received.map((period) => ({
          label: shortPeriodLabel(period, bucket),
          received: period.received,
          delivered: period.delivered,
          receivedHref: links.period(period),
          deliveredHref: links.period(period, true),
        }))}
      />
      <FiguresTable
        caption={t(`received.caption.${bucket}`)}
        headers={[t(`received.period.${bucket}`), t('received.received'), t('received.delivered')]}
        rows={received.map((period) => ({
          key: period.start,
          header: periodLabel(period, bucket),
          cells: [
            { text: formatCount(period.received), href: links.period(period) },
            { text: formatCount(period.delivered), href: links.period(period, true) },
          ],
        }))}
      />
    </DashboardCard>
  );
}
