// The workshop's mechanics (docs/product.md §3), read by the repairs (their pickers, the board's filter) and
// managed by the team feature (docs/product.md §18.3): one query, so a change made on the profile shows in every picker.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const mechanicsQueryKey = ['mechanics'] as const;

export function mechanicsQueryOptions() {
  return queryOptions({
    queryKey: mechanicsQueryKey,
    queryFn: ({ signal }) => call('mechanicsList', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Active and inactive, by name. */
export function useMechanics() {
  return useQuery(mechanicsQueryOptions());
}
