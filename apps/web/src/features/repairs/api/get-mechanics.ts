// The workshop's mechanics, which repairs lean on (docs/product.md §3) before their own screen exists.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { lookupKeys } from './query-keys';

export function mechanicsQueryOptions() {
  return queryOptions({
    queryKey: lookupKeys.mechanics,
    queryFn: ({ signal }) => call('mechanicsList', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMechanics() {
  return useQuery(mechanicsQueryOptions());
}
