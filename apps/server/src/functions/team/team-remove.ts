import { removeMember } from '../../data/memberships.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Issue 16 point 1: the member leaves the workshop; their next call is refused. The last active admin cannot go. */
export const teamRemove = defineFunction('teamRemove', {
  access: Access.permission('team.manage', { withoutSubscription: true }),
  handler: async ({ userId }, { db, workshopId, role }) => {
    await removeMember(db, { workshopId, callerRole: role, userId });
    return { removed: true as const };
  },
});
