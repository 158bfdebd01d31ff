// repairWorkCurrent (issue 16 point 1): the caller's running session, read once for the whole board (issue 15
// point 5: no request per card).
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
