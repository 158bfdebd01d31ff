import { Badge, Button, Card, DataList, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { useSubscriptionDetails } from '../api/get-subscription-details';
import { formatAmount, formatLongDate } from '../subscription-state';
import { PaymentHistory } from './payment-history';
import { LazyPaidByChainNotice } from './lazy-paid-by-chain-notice';
import { PaymentMethodLine } from './payment-methods';
import { PortalButton } from './subscription-details';

const LATEST_INVOICES = 3;

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The profile's billing section, for admins (docs/roles.md): the session monitor sends an active
 * subscriber away from /subscription (docs/product.md §4 rule 2), so the plan, the card, the latest
 * invoices and the portal are reachable here too.
 */
export function BillingSummary() {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const query = useSubscriptionDetails();
  const details = query.data;
  const defaultMethod = details?.paymentMethods.find((method) => method.isDefault);
  const invoices = details?.paymentHistory.filter((payment) => payment.invoiceId !== null) ?? [];
  return (
    <Stack gap="lg" component="section" aria-label={t('profile.title')}>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('profile.title')}
            </Title>
            {details ? (
              <Badge variant="light" color={details.active ? 'teal' : 'red'}>
                {t(`profile.statuses.${details.subscriptionStatus}`)}
              </Badge>
            ) : null}
          </Group>
          {query.isPending ? <Loader size="sm" aria-label={t('profile.loading')} /> : null}
          {query.isError ? <Text c="dimmed">{t('details.loadFailed')}</Text> : null}
          {details?.paidByChain ? (
            // docs/product.md §32.6: the chain pays; nothing here offers to pay twice. Its code and texts load only then.
            <LazyPaidByChainNotice chainName={details.paidByChain.chainName} until={details.paidByChain.currentPeriodEnd} />
          ) : null}
          {details ? (
            <DataList labelWidth={170} withDivider>
              <Row
                label={t('details.plan')}
                value={
                  details.planName
                    ? `${details.planName}${details.amount === null ? '' : ` · ${formatAmount(details.amount, details.currency ?? undefined)}`}`
                    : t('details.none')
                }
              />
              <Row
                label={t('details.nextBillingDate')}
                value={
                  details.nextBillingDate && !details.cancelAtPeriodEnd
                    ? formatLongDate(details.nextBillingDate, language)
                    : t('details.none')
                }
              />
              <Row
                label={t('profile.paymentMethod')}
                value={defaultMethod ? <PaymentMethodLine method={defaultMethod} /> : t('methods.empty')}
              />
            </DataList>
          ) : null}
          <Group justify="flex-end">
            {details && !details.active ? (
              <Button component={Link} to={paths.app.subscription.getHref()} variant="subtle">
                {t('profile.seeSubscription')}
              </Button>
            ) : null}
            {details?.subscriptionId ? <PortalButton /> : null}
          </Group>
        </Stack>
      </Card>
      {details ? <PaymentHistory payments={invoices} limit={LATEST_INVOICES} title={t('profile.latestInvoices')} /> : null}
    </Stack>
  );
}
