// A customer's bikes, which the fast intake offers (docs/product.md §3) before the customers' own screen exists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { lookupKeys } from './query-keys';

export function customerBikesQueryOptions(customerId: string | null) {
  return queryOptions({
    queryKey: lookupKeys.bikes(customerId ?? ''),
    queryFn: ({ signal }) => call('bikesList', { customerId: customerId! }, { signal }),
    enabled: customerId !== null,
    staleTime: 30_000,
  });
}

export function useCustomerBikes(customerId: string | null) {
  return useQuery(customerBikesQueryOptions(customerId));
}
