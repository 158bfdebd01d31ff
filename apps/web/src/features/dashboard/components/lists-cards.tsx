// The dashboard's cards about now rather than the timeframe (decision 026): the next bookings (confirmed, or awaiting the
// workshop's review as an online booking does, marked: docs/product.md §4 "Calendar"),
// the repairs finished and not collected, and the stock items under their minimum.
import type { TDashboard } from '@rueda/domain';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DATE_TIME_FORMAT, zonedDate } from '@/lib/dates';
import { daysSince, formatCount } from '../format';
import { repairHref, type RepairsLinks } from '../links';
import { DashboardCard, HeadlineFigure } from './dashboard-card';
import { PlainList } from '@/components/plain-list';

type RepairLine = TDashboard['nextBookings'][number];

interface RepairLinesProps {
  repairs: RepairLine[];
  label: string;
  detailOf: (repair: RepairLine) => string;
  /** A short mark after a line's title, if any. */
  markOf?: (repair: RepairLine) => string | null;
}

function RepairLines({ repairs, label, detailOf, markOf }: RepairLinesProps) {
  return (
    <PlainList gap={6} aria-label={label}>
      {repairs.map((repair) => (
        <li key={repair.id}>
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Group gap={6} wrap="nowrap" miw={0}>
              <Anchor component={Link} to={repairHref(repair)} size="sm" truncate>
                {repair.title}
              </Anchor>
              {markOf?.(repair) ? (
                <Badge size="xs" variant="light" color="red" style={{ flexShrink: 0 }}>
                  {markOf(repair)}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {detailOf(repair)}
            </Text>
          </Group>
        </li>
      ))}
    </PlainList>
  );
}

export function NextBookingsCard({ bookings }: { bookings: TDashboard['nextBookings'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      title={t('bookings.title')}
      action={
        <Anchor component={Link} to={paths.app.booking.getHref()} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('bookings.calendar')}
        </Anchor>
      }
    >
      {bookings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('bookings.none')}
        </Text>
      ) : (
        // 24-hour times on the workshop's clock, the weekday first (docs/product.md §1).
        <RepairLines
          repairs={bookings}
          label={t('bookings.title')}
          detailOf={(booking) => zonedDate(booking.date).format(`ddd ${DATE_TIME_FORMAT}`)}
          markOf={(booking) => (booking.awaitingReview ? t('bookings.awaitingReview') : null)}
        />
      )}
    </DashboardCard>
  );
}

export function UncollectedCard({ uncollected, links, now }: { uncollected: TDashboard['uncollected']; links: RepairsLinks; now: Date }) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard title={t('uncollected.title')}>
      {uncollected.count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('uncollected.none')}
        </Text>
      ) : (
        <>
          <HeadlineFigure
            href={links.uncollected}
            value={formatCount(uncollected.count)}
            label={t('uncollected.count', { count: uncollected.count })}
          />
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('uncollected.longest')}
          </Text>
          <RepairLines
            repairs={uncollected.repairs}
            label={t('uncollected.longest')}
            detailOf={(repair) => t('uncollected.waiting', { count: daysSince(repair.date, now) })}
          />
        </>
      )}
    </DashboardCard>
  );
}

/** Nothing when no stock item is under its minimum: a dashboard keeps quiet about what is fine. */
export function LowStockCard({ lowStock }: { lowStock: TDashboard['lowStock'] }) {
  const { t } = useTranslation('dashboard');
  if (lowStock.count === 0) return null;
  return (
    <DashboardCard
      title={t('lowStock.title')}
      action={
        <Anchor component={Link} to={paths.app.services.getHref()} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('lowStock.catalogue')}
        </Anchor>
      }
    >
      <HeadlineFigure
        href={paths.app.services.getHref()}
        value={formatCount(lowStock.count)}
        label={t('lowStock.count', { count: lowStock.count })}
      />
      <PlainList gap={6} aria-label={t('lowStock.title')}>
        {lowStock.items.map((item) => (
          <li key={item.id}>
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" truncate>
                {item.title}
              </Text>
              <Badge color={item.quantity <= 0 ? 'red' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
                {t('lowStock.quantity', { quantity: item.quantity, minimum: item.minQuantity })}
              </Badge>
            </Group>
          </li>
        ))}
      </PlainList>
    </DashboardCard>
  );
}
