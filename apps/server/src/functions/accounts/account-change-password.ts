import { FunctionError } from '@rueda/domain';
import { createSignInGuard } from '../../auth/sign-in-guard.ts';
import { changePassword } from '../../services/account-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §18.1: a new password once the current one is verified (a wrong one is invalid-argument on
 * `current`). The account's other sessions end; the one that asked goes on. docs/decisions/057: the current
 * password is a password try as a sign-in's is: counted per address, and ten wrong ones within 15 minutes lock
 * the account's password changes and sign-ins from that address for 15 minutes (resource-exhausted).
 */
export const accountChangePassword = defineFunction('accountChangePassword', {
  access: Access.signedIn,
  handler: async ({ current, next }, { db, user, clock, sessions, publicRateLimit, clientAddress }) => {
    const guard = createSignInGuard(db, clock, publicRateLimit);
    if (!(await guard.mayTry(clientAddress)) || (await guard.isLocked(user.email, clientAddress)))
      throw new FunctionError('resource-exhausted', 'Too many password tries; try again later.', { reason: 'too-many-attempts' });
    await changePassword(db, {
      userId: user.id,
      keepSessionId: user.sessionId,
      current,
      next,
      now: clock(),
      onWrongCurrent: () => guard.recordFailure(user.email, clientAddress),
    });
    sessions.changed(user.id);
    return { changed: true as const };
  },
});
