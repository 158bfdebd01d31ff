// What every team write does with the cached list: it takes the answer at once, then is asked again.
import type { TTeamInvitation, TTeamListOutput, TTeamMember } from '@rueda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { teamKeys } from './query-keys';

type Change = (team: TTeamListOutput) => TTeamListOutput;

export const withMember =
  (member: TTeamMember): Change =>
  (team) => ({ ...team, members: team.members.map((old) => (old.userId === member.userId ? member : old)) });

export const withoutMember =
  (userId: string): Change =>
  (team) => ({ ...team, members: team.members.filter((member) => member.userId !== userId) });

/** A sent invitation replaces the one it renews (same id, or the pending one to the same address), newest first. */
export const withInvitation =
  (invitation: TTeamInvitation): Change =>
  (team) => ({
    ...team,
    invitations: [invitation, ...team.invitations.filter((old) => old.id !== invitation.id && old.email !== invitation.email)],
  });

export const withoutInvitation =
  (id: string): Change =>
  (team) => ({ ...team, invitations: team.invitations.filter((invitation) => invitation.id !== id) });

/** Applies a change to the cached team, then refreshes it. */
export function useUpdateTeamCache() {
  const queryClient = useQueryClient();
  return (change: Change) => {
    queryClient.setQueryData<TTeamListOutput>(teamKeys.list(), (team) => (team ? change(team) : team));
    void queryClient.invalidateQueries({ queryKey: teamKeys.all });
  };
}
