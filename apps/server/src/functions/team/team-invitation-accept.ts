import { getAccount } from '../../services/accounts.ts';
import { acceptInvitation } from '../../services/team-invitations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §17.2: the signed-in account joins the workshop the link names, with the invitation's role.
 * Its next ID token carries the workshop; the account it answers is the one the app then reads.
 */
export const teamInvitationAccept = defineFunction('teamInvitationAccept', {
  access: Access.signedIn,
  handler: async ({ token }, { db, user, clock, sessions }) => {
    await acceptInvitation(db, { userId: user.id, sessionId: user.sessionId, token, now: clock() });
    sessions.changed(user.id);
    return getAccount(db, user.id, user.sessionId, clock());
  },
});
