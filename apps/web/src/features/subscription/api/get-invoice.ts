import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { subscriptionKeys } from './query-keys';

/** invoicesGet (decision 014): one invoice of the caller's workshop, for its printable page. */
export function invoiceQueryOptions(invoiceId: string) {
  return queryOptions({
    queryKey: subscriptionKeys.invoice(invoiceId),
    queryFn: ({ signal }) => call('invoicesGet', { invoiceId }, { signal }),
    // An invoice never changes once issued.
    staleTime: Infinity,
  });
}

export function useInvoice(invoiceId: string) {
  return useQuery(invoiceQueryOptions(invoiceId));
}
