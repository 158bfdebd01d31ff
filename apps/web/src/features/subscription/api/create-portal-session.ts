import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/call';
import { notifyError } from '@/lib/notify';

/** docs/product.md §7 callablesCreatePortalSession → {url}, opened in a new tab; §8 its failure toast. */
export function useOpenBillingPortal() {
  const { t } = useTranslation('billing');
  return useMutation({
    mutationFn: () => call('callablesCreatePortalSession', undefined),
    onSuccess: ({ url }) => {
      window.open(url, '_blank', 'noopener');
    },
    onError: (error) => {
      console.warn('The billing portal could not be opened', error);
      notifyError(t('portal.failed'));
    },
  });
}
