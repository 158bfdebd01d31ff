import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAccount } from '@/features/account';
import { Page } from '@/features/shell';
import { InvoicePage, SubscriptionOverview, SubscriptionResult, SubscriptionSuccess } from '@/features/subscription';

export function SubscriptionRoute() {
  const { t } = useTranslation('subscription');
  // The navigation guard renders this only once the account is loaded.
  const account = useAccount().data;
  return (
    <Page title={t('subscription.title')} description={t('subscription.description')}>
      {account ? <SubscriptionOverview account={account} /> : null}
    </Page>
  );
}

export function SubscriptionSuccessRoute() {
  return <SubscriptionSuccess />;
}

export function SubscriptionCancelRoute() {
  return <SubscriptionResult kind="cancel" />;
}

export function SubscriptionExpiredRoute() {
  return <SubscriptionResult kind="expired" />;
}

export function InvoiceRoute() {
  const { invoiceId = '' } = useParams();
  return <InvoicePage invoiceId={invoiceId} />;
}
