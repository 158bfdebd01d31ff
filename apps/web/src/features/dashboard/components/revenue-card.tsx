// Revenue (docs/product.md §16.1), for the roles that may see it (docs/roles.md "See revenue on the dashboard"; the
// server answers null to the others), saying where it comes from: a workshop that issues documents sees what they
// charge per VAT rate and the money taken per method (docs/product.md §29, revenue-documents.tsx), with the
// documents of the timeframe behind its figure; one that never issued any sees its repairs' prices per payment
// state and per service kind.
import { REPAIR_PAYMENTS, SERVICE_KINDS, formatAmount, type TDashboard } from '@rueda/domain';
import { Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RepairsLinks } from '../links';
import { DashboardCard, FigureRows, HeadlineFigure } from './dashboard-card';
import { RevenueDocuments } from './revenue-documents';

/** The repairs list's payment colours, as shades for a bar. */
const PAYMENT_BAR_COLOURS = {
  pending: 'yellow.6',
  paid: 'green.6',
  partial: 'orange.6',
  warranty: 'blue.6',
  sponsorship: 'grape.6',
} as const;

export interface RevenueCardProps {
  revenue: NonNullable<TDashboard['revenue']>;
  links: RepairsLinks;
  currency: string;
  /** The sales documents issued in the timeframe (its first and last days). */
  documentsHref: string;
}

export function RevenueCard({ revenue, links, currency, documentsHref }: RevenueCardProps) {
  const { t } = useTranslation('dashboard');
  if (revenue.documents) {
    return (
      <DashboardCard title={t('revenue.title')}>
        <HeadlineFigure href={documentsHref} value={formatAmount(revenue.total, currency)} label={t('revenueSources.total')} />
        <Text size="sm" c="dimmed">
          {t('revenueSources.fromDocuments')}
        </Text>
        <RevenueDocuments documents={revenue.documents} currency={currency} />
      </DashboardCard>
    );
  }
  return <RepairsRevenue revenue={revenue} links={links} currency={currency} />;
}

/** The repairs' prices of the timeframe, per payment state and per service kind. */
function RepairsRevenue({ revenue, links, currency }: Omit<RevenueCardProps, 'documentsHref'>) {
  const { t } = useTranslation('dashboard');
  const { t: tRepairs } = useTranslation('repairs');
  const payments = REPAIR_PAYMENTS.filter((payment) => revenue.byPayment[payment] > 0);
  const kinds = SERVICE_KINDS.filter((kind) => revenue.byKind[kind] > 0);
  return (
    <DashboardCard title={t('revenue.title')}>
      <HeadlineFigure href={links.all} value={formatAmount(revenue.total, currency)} label={t('revenue.total')} />
      <Text size="sm" c="dimmed">
        {t('revenueSources.fromRepairs')}
      </Text>
      {revenue.total > 0 ? (
        <Progress.Root size="lg" aria-hidden="true">
          {payments.map((payment) => (
            <Tooltip key={payment} label={tRepairs(`payments.${payment}`)}>
              <Progress.Section value={(revenue.byPayment[payment] / revenue.total) * 100} color={PAYMENT_BAR_COLOURS[payment]} />
            </Tooltip>
          ))}
        </Progress.Root>
      ) : null}
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('revenue.byPayment')}
        </Text>
        {payments.length > 0 ? (
          <FigureRows
            label={t('revenue.byPayment')}
            items={payments.map((payment) => ({
              key: payment,
              label: tRepairs(`payments.${payment}`),
              value: formatAmount(revenue.byPayment[payment], currency),
              href: links.payment(payment),
              colour: PAYMENT_BAR_COLOURS[payment],
            }))}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('revenue.none')}
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {t('revenue.byKind')}
        </Text>
        {kinds.length > 0 ? (
          <FigureRows
            label={t('revenue.byKind')}
            items={kinds.map((kind) => ({
              key: kind,
              label: tRepairs(`serviceKinds.${kind}`),
              value: formatAmount(revenue.byKind[kind], currency),
            }))}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('revenue.none')}
          </Text>
        )}
      </Stack>
    </DashboardCard>
  );
}
