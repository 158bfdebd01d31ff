import type { TAccount, TPlan } from '@rueda/domain';
import { Alert, Badge, Card, Group, List, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/features/auth';
import { currentLanguage } from '@/lib/i18n';
import { useSubscriptionPlans } from '../api/get-subscription-plans';
import { useValidateTrialStatus } from '../api/validate-trial-status';
import { useClearSubscriptionNotice } from '../api/clear-subscription-notice';
import { useSubscriptionDetailsOrInactive } from '../hooks/use-subscription-details-or-inactive';
import {
  formatAmount,
  formatLongDate,
  subscriptionViewOf,
  trialDaysLeft,
  trialProgress,
  type SubscriptionView,
} from '../subscription-state';
import { FirstChargeNotice } from './first-charge-notice';
import { PaymentHistory } from './payment-history';
import { PaymentMethods } from './payment-methods';
import { PendingPayment } from './pending-payment';
import { SubscribeButton } from './subscribe-button';
import { SubscriptionDetailsCard } from './subscription-details';

const BADGE_COLORS: Record<SubscriptionView, string> = {
  free: 'teal',
  trialing: 'indigo',
  active: 'teal',
  expired: 'red',
  canceled: 'red',
  incomplete: 'yellow',
  none: 'gray',
};

/** Views in which the workshop cannot use Rueda until it subscribes. */
const WITHOUT_ACCESS: ReadonlySet<SubscriptionView> = new Set(['expired', 'canceled', 'incomplete', 'none']);

function StatusCard({ account, view }: { account: TAccount; view: SubscriptionView }) {
  const { t } = useTranslation('subscription');
  const language = currentLanguage();
  const trialEndsAt = account.workshop?.trialEndsAt ?? null;
  const daysLeft = trialDaysLeft(trialEndsAt, new Date());
  const progress = trialProgress(account.workshop?.trialStartedAt ?? null, trialEndsAt, new Date());
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('subscription.status.heading')}
            </Text>
            <Title order={2} size="h3">
              {t(`subscription.status.${view}.title`)}
            </Title>
          </Stack>
          <Badge color={BADGE_COLORS[view]} variant="light" size="lg" style={{ flexShrink: 0 }}>
            {t(`subscription.status.${view}.badge`)}
          </Badge>
        </Group>
        <Text c="dimmed">{t(`subscription.status.${view}.description`)}</Text>
        {view === 'trialing' ? (
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{t('subscription.trial.daysLeft', { count: daysLeft })}</Text>
              {trialEndsAt ? (
                <Text size="sm" c="dimmed">
                  {t('subscription.trial.endsOn', { date: formatLongDate(trialEndsAt, language) })}
                </Text>
              ) : null}
            </Group>
            <Progress value={progress} size="lg" radius="xl" aria-label={t('subscription.trial.progress', { percent: progress })} />
            <Text size="xs" c="dimmed">
              {t('subscription.trial.progress', { percent: progress })}
            </Text>
          </Stack>
        ) : null}
        {view === 'expired' && trialEndsAt ? (
          <Text size="sm" c="dimmed">
            {t('subscription.trial.endedOn', { date: formatLongDate(trialEndsAt, language) })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

interface PlanCardProps {
  plan: TPlan;
  mustSubscribe: boolean;
  canManage: boolean;
  /** The trial's end while the workshop is in it: the first charge may wait for it. */
  trialEndsAt: string | null;
}

function PlanCard({ plan, mustSubscribe, canManage, trialEndsAt }: PlanCardProps) {
  const { t } = useTranslation('subscription');
  // docs/product.md §9 gives the default plan's features in Spanish; another language may word them (billing.planFeatures).
  const { t: tBilling } = useTranslation('billing');
  const translatedFeatures = tBilling('planFeatures', { returnObjects: true, defaultValue: {} }) as Record<string, string>;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('subscription.plan.heading')}
          </Text>
          <Title order={2} size="h3">
            {plan.name}
          </Title>
          <Group gap={6} align="baseline">
            <Text fz={32} fw={800} lh={1}>
              {formatAmount(plan.price, plan.currency)}
            </Text>
            <Text c="dimmed">{t(`subscription.plan.per.${plan.interval}`)}</Text>
          </Group>
        </Stack>
        <List spacing={6} size="sm">
          {plan.features.map((feature) => (
            <List.Item key={feature}>{translatedFeatures[feature] ?? feature}</List.Item>
          ))}
        </List>
        {mustSubscribe && !canManage ? (
          <Text size="sm" c="dimmed">
            {t('subscription.plan.adminOnly')}
          </Text>
        ) : null}
        {mustSubscribe && canManage ? <FirstChargeNotice plan={plan} trialEndsAt={trialEndsAt} /> : null}
        {mustSubscribe && canManage ? <SubscribeButton planId={plan.id} /> : null}
      </Stack>
    </Card>
  );
}

/**
 * The subscription page: the account's state, its trial, the plan on offer, and the subscription's details
 * (docs/product.md §3, §4, §9). Every role sees the state; only admins pay and open the portal (docs/roles.md).
 */
export function SubscriptionOverview({ account }: { account: TAccount }) {
  const { t } = useTranslation('subscription');
  const { t: tApp } = useTranslation();
  const plans = useSubscriptionPlans();
  const canManage = usePermission('subscription.manage');
  const current = subscriptionViewOf(account);
  const { details, isFallback } = useSubscriptionDetailsOrInactive({ enabled: current !== 'free' && current !== 'none' });
  useValidateTrialStatus(account.userId, { enabled: current === 'trialing' });
  useClearSubscriptionNotice(details !== undefined && !isFallback);
  // docs/product.md §8: details that cannot be fetched count as inactive; a trial may subscribe before it ends.
  const isPaying = details ? details.active && !details.isTrialing : current === 'active';
  const mustSubscribe = current !== 'free' && (current === 'trialing' || !isPaying);
  return (
    <Stack gap="lg">
      {WITHOUT_ACCESS.has(current) ? (
        <Alert color="yellow" variant="light" role="status" title={t('subscription.required.title')}>
          {t('subscription.required.description')}
        </Alert>
      ) : null}
      {details ? <PendingPayment details={details} canManage={canManage} /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <StatusCard account={account} view={current} />
        {plans.data ? (
          plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              mustSubscribe={mustSubscribe}
              canManage={canManage}
              trialEndsAt={current === 'trialing' ? (account.workshop?.trialEndsAt ?? null) : null}
            />
          ))
        ) : (
          <Card withBorder radius="md" padding="lg">
            <Group justify="center" py="xl">
              <Loader size="sm" aria-label={tApp('common.loading')} />
            </Group>
          </Card>
        )}
        {details ? <SubscriptionDetailsCard details={details} isFallback={isFallback} canManage={canManage} /> : null}
        {details && !isFallback ? <PaymentMethods methods={details.paymentMethods} address={details.billingAddress} /> : null}
      </SimpleGrid>
      {details && !isFallback ? <PaymentHistory payments={details.paymentHistory} /> : null}
    </Stack>
  );
}
