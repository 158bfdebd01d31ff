import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useUpdateTeamCache, withoutMember } from './team-cache';

/** The member leaves the workshop; their history stays. */
export function useRemoveMember() {
  const updateTeam = useUpdateTeamCache();
  return useMutation({
    mutationFn: (userId: string) => call('teamRemove', { userId }),
    onSuccess: (_answer, userId) => updateTeam(withoutMember(userId)),
  });
}
