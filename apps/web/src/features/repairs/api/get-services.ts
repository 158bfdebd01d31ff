// The workshop's services catalogue, which repairs lean on (docs/product.md §3) before its own screen exists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { catalogueKeys } from './query-keys';

export function servicesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.services,
    queryFn: ({ signal }) => call('servicesList', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useServices() {
  return useQuery(servicesQueryOptions());
}
