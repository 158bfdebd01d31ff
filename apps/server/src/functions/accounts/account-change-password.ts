import { changePassword } from '../../data/account-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * Issue 16 point 2: a new password once the current one is verified (a wrong one is invalid-argument on
 * `current`). The account's other sessions end; the one that asked goes on.
 */
export const accountChangePassword = defineFunction('accountChangePassword', {
  access: Access.signedIn,
  handler: async ({ current, next }, { db, user, clock, sessions }) => {
    await changePassword(db, { userId: user.id, keepSessionId: user.sessionId, current, next, now: clock() });
    sessions.changed(user.id);
    return { changed: true as const };
  },
});
