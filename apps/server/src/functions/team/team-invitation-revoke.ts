import { revokeInvitation } from '../../services/team-invitations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The invitation's link stops working; one already used or revoked is failed-precondition. Only an admin revokes an admin's. */
export const teamInvitationRevoke = defineFunction('teamInvitationRevoke', {
  access: Access.permission('team.manage', { withoutSubscription: true }),
  handler: async ({ id }, { db, workshopId, role, clock }) => {
    await revokeInvitation(db, { workshopId, callerRole: role }, id, clock());
    return { revoked: true as const };
  },
});
