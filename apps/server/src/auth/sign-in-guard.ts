// docs/product.md §6: an account is locked for 15 minutes after 10 failed sign-ins within 15 minutes. Kept in
// PostgreSQL, so every server instance sees the same count.
import { SIGN_IN_LOCKOUT_DURATION_MS, SIGN_IN_LOCKOUT_MAX_FAILURES, SIGN_IN_LOCKOUT_WINDOW_MS } from '@rueda/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountLockouts, session, signInFailures, user, workshopUsers } from '../db/schema.ts';
import { accountExists, normaliseEmail } from './accounts.ts';

export function createSignInGuard(db: Db, clock: () => Date) {
  return {
    async isLocked(email: string): Promise<boolean> {
      const [row] = await db
        .select({ lockedUntil: accountLockouts.lockedUntil })
        .from(accountLockouts)
        .where(and(eq(accountLockouts.email, normaliseEmail(email)), gt(accountLockouts.lockedUntil, clock())));
      return Boolean(row);
    },

    accountExists: (email: string) => accountExists(db, email),

    /**
     * Issue 16: a member the workshop deactivated may not sign in. Asked once the password was right, so it
     * tells nothing to whoever does not know it; the session better-auth just made ends with the others.
     */
    async refuseIfDeactivated(email: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: user.id })
        .from(user)
        .innerJoin(workshopUsers, eq(workshopUsers.userId, user.id))
        .where(and(eq(user.email, normaliseEmail(email)), eq(workshopUsers.active, false)));
      if (!row) return false;
      await db.delete(session).where(eq(session.userId, row.userId));
      return true;
    },

    /** Records a failed sign-in; the tenth within the window locks the account. */
    async recordFailure(email: string): Promise<void> {
      const key = normaliseEmail(email);
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.insert(signInFailures).values({ email: key, failedAt: now });
        const [recent] = await tx
          .select({ failures: count() })
          .from(signInFailures)
          .where(and(eq(signInFailures.email, key), gt(signInFailures.failedAt, new Date(now.getTime() - SIGN_IN_LOCKOUT_WINDOW_MS))));
        if ((recent?.failures ?? 0) >= SIGN_IN_LOCKOUT_MAX_FAILURES) {
          const lockedUntil = new Date(now.getTime() + SIGN_IN_LOCKOUT_DURATION_MS);
          await tx
            .insert(accountLockouts)
            .values({ email: key, lockedUntil })
            .onConflictDoUpdate({ target: accountLockouts.email, set: { lockedUntil } });
          // The count starts again once the lock ends.
          await tx.delete(signInFailures).where(eq(signInFailures.email, key));
        }
      });
    },

    async recordSuccess(email: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, normaliseEmail(email)));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
