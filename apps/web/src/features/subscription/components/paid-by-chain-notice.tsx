// docs/product.md §32.6: the workshop's chain pays for its subscription: which chain, until when, and that its own
// subscription does not renew meanwhile. Texts of the chain's namespace, fetched with this part.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { formatLongDate } from '../subscription-state';

export function PaidByChainNotice({ chainName, until }: { chainName: string; until: string | null }) {
  const { t } = useTranslation('chain');
  return (
    <Alert color="teal" variant="light" title={t('subscription.paidByChain.title', { chain: chainName })}>
      {until
        ? t('subscription.paidByChain.until', { date: formatLongDate(until, currentLanguage()) })
        : t('subscription.paidByChain.description')}
    </Alert>
  );
}
