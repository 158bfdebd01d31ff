import { listInvitations } from '../../services/team-invitations.ts';
import { listMembers } from '../../services/memberships.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §17.3: the workshop's members with their role and state, and its pending invitations. */
export const teamList = defineFunction('teamList', {
  // Every member sees who is on the team; changing it is team.manage.
  access: Access.permission('workshop.use', { withoutSubscription: true }),
  handler: async (_input, { db, workshopId, clock }) => ({
    members: await listMembers(db, workshopId),
    invitations: await listInvitations(db, workshopId, clock()),
  }),
});
