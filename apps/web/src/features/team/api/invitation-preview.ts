import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { teamKeys } from './query-keys';

/**
 * What the invitation page's link is for: the workshop, the role, who invited and the invited address. Only a
 * pending invitation answers; any other token is not-found (docs/decisions/059, addendum).
 */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: teamKeys.preview(token ?? ''),
    queryFn: ({ signal }) => call('teamInvitationPreview', { token: token ?? '' }, { signal }),
    enabled: token !== null,
    // It does not change while the page is open; joining is what ends it.
    staleTime: Infinity,
  });
}
