// repairWorkCurrent (docs/product.md §17.4): the caller's running session, read once for the whole board (no
// request per card: the board's speed goals, §26.1).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { workKeys } from './work-keys';

export function currentWorkQueryOptions() {
  return queryOptions({
    queryKey: workKeys.current(),
    queryFn: ({ signal }) => call('repairWorkCurrent', undefined, { signal }),
    staleTime: 30_000,
  });
}

export function useCurrentWork() {
  return useQuery(currentWorkQueryOptions());
}
