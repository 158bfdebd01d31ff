// chainsRepairs (docs/product.md §32.2): a page of the chain's repairs, all statuses or one.
import type { TChainsRepairsInput } from '@rueda/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { chainKeys } from './query-keys';

export function chainRepairsQueryOptions(input: TChainsRepairsInput) {
  return queryOptions({
    queryKey: chainKeys.repairs(input),
    queryFn: ({ signal }) => call('chainsRepairs', input, { signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useChainRepairs(input: TChainsRepairsInput) {
  return useQuery(chainRepairsQueryOptions(input));
}
