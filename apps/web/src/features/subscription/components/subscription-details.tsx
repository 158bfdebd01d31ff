import type { TSubscriptionDetails } from '@rueda/domain';
import { Alert, Badge, Button, Card, DataList, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { useOpenBillingPortal } from '../api/create-portal-session';
import { formatAmount, formatLongDate } from '../subscription-state';

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The badge of each state (docs/product.md §4): a trial is not an inactive subscription. */
const STATUS_COLORS: Record<TSubscriptionDetails['subscriptionStatus'], string> = {
  trialing: 'blue',
  active: 'teal',
  incomplete: 'yellow',
  canceled: 'red',
  expired: 'red',
};

/** docs/roles.md: only admins open the billing portal. */
export function PortalButton({ variant = 'light' }: { variant?: 'light' | 'filled' }) {
  const { t } = useTranslation('billing');
  const portal = useOpenBillingPortal();
  return (
    <Button variant={variant} loading={portal.isPending} onClick={() => portal.mutate()}>
      {t('portal.open')}
    </Button>
  );
}

export interface SubscriptionDetailsCardProps {
  details: TSubscriptionDetails;
  /** The details could not be fetched and read as inactive (docs/product.md §8). */
  isFallback: boolean;
  canManage: boolean;
}

/** The plan, its amount, the billing dates and the notices of docs/product.md §3 "Subscription details". */
export function SubscriptionDetailsCard({ details, isFallback, canManage }: SubscriptionDetailsCardProps) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const date = (iso: string | null) => (iso ? formatLongDate(iso, language) : t('details.none'));
  const isGrace = details.gracePeriodUntil !== null && details.active;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {t('details.title')}
          </Title>
          {isFallback ? (
            <Badge variant="light" color="red">
              {t('details.inactive')}
            </Badge>
          ) : (
            <Badge variant="light" color={STATUS_COLORS[details.subscriptionStatus]}>
              {t(`profile.statuses.${details.subscriptionStatus}`)}
            </Badge>
          )}
        </Group>
        {isFallback ? <Text c="dimmed">{t('details.unavailable')}</Text> : null}
        {isGrace ? (
          <Alert color="orange" variant="light" title={t('details.grace.title')} role="alert">
            <Stack gap={4}>
              <Text size="sm">{t('details.grace.until', { date: date(details.gracePeriodUntil) })}</Text>
              {details.paymentFailureReason ? (
                <Text size="sm">{t('details.grace.reason', { reason: details.paymentFailureReason })}</Text>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {details.cancelAtPeriodEnd ? (
          <Alert color="yellow" variant="light" title={t('details.cancelAtPeriodEnd.title')}>
            {t('details.cancelAtPeriodEnd.description', { date: date(details.currentPeriodEnd) })}
          </Alert>
        ) : null}
        {isFallback ? null : (
          <DataList labelWidth={170} withDivider>
            <Row label={t('details.plan')} value={details.planName ?? t('details.none')} />
            <Row
              label={t('details.amount')}
              value={details.amount === null ? t('details.none') : formatAmount(details.amount, details.currency ?? undefined)}
            />
            {details.cancelAtPeriodEnd ? null : <Row label={t('details.nextBillingDate')} value={date(details.nextBillingDate)} />}
            <Row
              label={t('details.currentPeriod')}
              value={
                details.currentPeriodStart && details.currentPeriodEnd
                  ? t('details.period', { start: date(details.currentPeriodStart), end: date(details.currentPeriodEnd) })
                  : t('details.none')
              }
            />
          </DataList>
        )}
        {canManage && details.subscriptionId ? (
          <Group justify="flex-end">
            <PortalButton />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
