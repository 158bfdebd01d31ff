import { removeMember } from '../../services/memberships.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §17.3: the member leaves the workshop; their next call is refused. The last active admin cannot go. */
export const teamRemove = defineFunction('teamRemove', {
  access: Access.permission('team.manage', { withoutSubscription: true }),
  // A running work timer of theirs stops: the dashboard's tracked hours follow (decision 049).
  writes: ['repairs'],
  handler: async ({ userId }, { db, workshopId, role, clock, sessions }) => {
    await removeMember(db, { workshopId, callerRole: role, userId, now: clock() });
    sessions.changed(userId);
    return { removed: true as const };
  },
});
