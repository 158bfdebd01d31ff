import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useUpdateTeamCache, withoutInvitation } from './team-cache';

/** The invitation's link stops working. */
export function useRevokeInvitation() {
  const updateTeam = useUpdateTeamCache();
  return useMutation({
    mutationFn: (id: string) => call('teamInvitationRevoke', { id }),
    onSuccess: (_answer, id) => updateTeam(withoutInvitation(id)),
  });
}
