import { endAllSessions } from '../../services/account-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §18.1: "sign out of every device": every session of the account ends, this one too. */
export const accountSignOutEverywhere = defineFunction('accountSignOutEverywhere', {
  access: Access.signedIn,
  handler: async (_input, { db, user, sessions }) => {
    await endAllSessions(db, user.id);
    // Its own NOTIFY comes back a moment later: until then the token this call came with must not pass here.
    sessions.changed(user.id);
    return { signedOut: true as const };
  },
});
