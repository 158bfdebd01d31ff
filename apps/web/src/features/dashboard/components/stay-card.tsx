// The average time in the workshop (docs/product.md §3 `hours`: days between entry and delivery,
// rounded up), its change against the same length of time just before, and its trend.
import type { TDashboard } from '@rueda/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDecimal, periodLabel, shortPeriodLabel } from '../format';
import type { RepairsLinks } from '../links';
import { StayChart } from './charts/lazy-charts';
import { DashboardCard, FiguresTable, HeadlineFigure } from './dashboard-card';

/** Under a tenth of a day is no change: the figures are shown with one decimal. */
const SAME_STAY_DAYS = 0.05;

function StayChange({ stay }: { stay: TDashboard['stay'] }) {
  const { t } = useTranslation('dashboard');
  const { averageDays, previousAverageDays } = stay;
  if (averageDays === null || previousAverageDays === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('stay.noPrevious')}
      </Text>
    );
  }
  const change = averageDays - previousAverageDays;
  const previous = formatDecimal(previousAverageDays);
  if (Math.abs(change) < SAME_STAY_DAYS) {
    return (
      <Text size="sm" c="dimmed">
        {t('stay.same', { previous })}
      </Text>
    );
  }
  // A longer stay is the worse news.
  const isLonger = change > 0;
  return (
    <Text size="sm" c={isLonger ? 'red.4' : 'green.4'}>
      {t(isLonger ? 'stay.longer' : 'stay.shorter', { count: Math.abs(change), days: formatDecimal(Math.abs(change)), previous })}
    </Text>
  );
}

export function StayCard({ dashboard, links }: { dashboard: TDashboard; links: RepairsLinks }) {
  const { t } = useTranslation('dashboard');
  const { stay, bucket } = dashboard;
  const formatDays = (value: number) => t('stay.daysValue', { count: value, days: formatDecimal(value) });
  return (
    <DashboardCard title={t('stay.title')}>
      {stay.averageDays === null ? (
        <Text size="sm" c="dimmed">
          {t('stay.noneDelivered')}
        </Text>
      ) : (
        <>
          <HeadlineFigure
            href={links.delivered}
            value={formatDecimal(stay.averageDays)}
            label={t('stay.averageLabel', { count: stay.averageDays })}
          />
          <Text size="sm" c="dimmed">
            {t('stay.repairs', { count: stay.repairs, formatted: formatCount(stay.repairs) })}
          </Text>
        </>
      )}
      <StayChange stay={stay} />
      {stay.trend.length > 1 && stay.repairs > 0 ? (
        <>
          <StayChart
            seriesLabel={t('stay.series')}
            formatDays={formatDays}
            formatNumber={formatDecimal}
            noValue={t('stay.noValue')}
            data={stay.trend.map((period) => ({ label: shortPeriodLabel(period, bucket), averageDays: period.averageDays }))}
          />
          <FiguresTable
            caption={t('stay.caption')}
            headers={[t(`received.period.${bucket}`), t('stay.series'), t('stay.delivered')]}
            rows={stay.trend.map((period) => ({
              key: period.start,
              header: periodLabel(period, bucket),
              cells: [
                { text: period.averageDays === null ? t('stay.noValue') : formatDays(period.averageDays) },
                { text: formatCount(period.repairs), href: links.period(period, true) },
              ],
            }))}
          />
        </>
      ) : null}
    </DashboardCard>
  );
}
