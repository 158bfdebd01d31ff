import type { WorkshopRole } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useUpdateTeamCache, withInvitation } from './team-cache';

export interface InviteMemberInput {
  email: string;
  role: WorkshopRole;
}

/** Mails an invitation; an address with a pending one gets it again, with a new link. */
export function useInviteMember() {
  const updateTeam = useUpdateTeamCache();
  return useMutation({
    mutationFn: (input: InviteMemberInput) => call('teamInvite', input),
    onSuccess: (invitation) => updateTeam(withInvitation(invitation)),
  });
}
