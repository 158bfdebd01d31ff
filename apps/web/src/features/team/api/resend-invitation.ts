import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useUpdateTeamCache, withInvitation } from './team-cache';

/** A new link, valid for 7 days from now, mailed again; the old link stops working. */
export function useResendInvitation() {
  const updateTeam = useUpdateTeamCache();
  return useMutation({
    mutationFn: (id: string) => call('teamInvitationResend', { id }),
    onSuccess: (invitation) => updateTeam(withInvitation(invitation)),
  });
}
