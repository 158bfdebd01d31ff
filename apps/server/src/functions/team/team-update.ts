import { updateMember } from '../../services/memberships.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §17.3: a member's role, state (a deactivated member's sessions end) or mechanic record. The
 * workshop keeps an active admin; only an admin makes or changes an admin (docs/roles.md).
 */
export const teamUpdate = defineFunction('teamUpdate', {
  access: Access.permission('team.manage', { withoutSubscription: true }),
  // "My repairs" and the dashboard's work per mechanic follow the member's mechanic.
  writes: ['repairs'],
  handler: async ({ userId, ...changes }, { db, workshopId, role, clock, sessions }) => {
    const member = await updateMember(db, { workshopId, callerRole: role, userId, changes, now: clock() });
    sessions.changed(userId);
    return member;
  },
});
