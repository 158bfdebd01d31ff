import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { teamKeys } from './query-keys';

/** The workshop's members and its pending (or expired) invitations; any member may read them (docs/roles.md). */
export function teamQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.list(),
    queryFn: ({ signal }) => call('teamList', undefined, { signal }),
  });
}

export function useTeam() {
  return useQuery(teamQueryOptions());
}
