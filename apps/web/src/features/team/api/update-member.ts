import type { WorkshopRole } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useUpdateTeamCache, withMember } from './team-cache';

export interface UpdateMemberInput {
  userId: string;
  role?: WorkshopRole;
  active?: boolean;
  /** null unlinks the member from any mechanic. */
  mechanicId?: string | null;
}

/** A member's role, state (deactivated: may not sign in) or the mechanic they work as. */
export function useUpdateMember() {
  const updateTeam = useUpdateTeamCache();
  return useMutation({
    mutationFn: (input: UpdateMemberInput) => call('teamUpdate', input),
    onSuccess: (member) => updateTeam(withMember(member)),
  });
}
