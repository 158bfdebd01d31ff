// The chain's subscription (docs/product.md §32.6): its state, the workshops it covers and its invoices; a checkout
// for every workshop; cancel and resume; an invoice as a PDF.
import type { TChainSubscription } from '@rueda/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { bytesOfBase64, downloadFile } from '@/lib/download';
import { currentLanguage } from '@/lib/i18n';

export const chainSubscriptionKey = ['chain', 'subscription'] as const;

/** `refresh`: back from the checkout, the server reads the provider again first. */
export function useChainSubscription(refresh: boolean) {
  return useQuery({
    queryKey: chainSubscriptionKey,
    queryFn: ({ signal }) => call('chainSubscriptionGet', refresh ? { refresh: true } : null, { signal }),
    staleTime: 30_000,
  });
}

/** A checkout of the plan for every workshop of the chain; the browser goes to the provider's page. */
export function useChainCheckout() {
  return useMutation({
    mutationFn: (planId: string) => call('chainSubscriptionCheckout', { planId }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Cancel at the period's end, or take it back. */
export function useChainRenewal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (renews: boolean) => call(renews ? 'chainSubscriptionResume' : 'chainSubscriptionCancel', null),
    onSuccess: (answer: TChainSubscription) => client.setQueryData(chainSubscriptionKey, answer),
  });
}

export function useDownloadChainInvoice() {
  return useMutation({
    mutationFn: async (invoiceId: string) => {
      const { fileName, contentBase64 } = await call('chainInvoicesPdf', { invoiceId, language: currentLanguage() });
      downloadFile(fileName, new Blob([bytesOfBase64(contentBase64)], { type: 'application/pdf' }));
    },
  });
}
