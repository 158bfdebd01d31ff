import { endAllSessions } from '../../data/account-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Issue 16 point 3: "sign out of every device": every session of the account ends, this one too. */
export const accountSignOutEverywhere = defineFunction('accountSignOutEverywhere', {
  access: Access.signedIn,
  handler: async (_input, { db, user }) => {
    await endAllSessions(db, user.id);
    return { signedOut: true as const };
  },
});
