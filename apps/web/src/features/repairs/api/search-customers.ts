// The workshop's customers, which the fast intake looks up (docs/product.md §3) before their own screen exists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { lookupKeys } from './query-keys';

/** Customers found by name or phone, for the fast intake's search. */
export function customerSearchQueryOptions(search: string) {
  const query = search.trim();
  return queryOptions({
    queryKey: lookupKeys.customers(query),
    queryFn: ({ signal }) => call('customersList', { search: query, limit: 8 }, { signal }),
    enabled: query.length > 0,
    staleTime: 30_000,
  });
}

export function useCustomerSearch(search: string) {
  return useQuery(customerSearchQueryOptions(search));
}
