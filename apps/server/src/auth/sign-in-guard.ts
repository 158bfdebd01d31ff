// docs/product.md §6: an account is locked for 15 minutes after 10 failed sign-ins within 15 minutes. Kept in
// PostgreSQL, so every server instance sees the same count. docs/decisions/057: the failures, and so the lock, are
// counted per account AND client address, so a stranger's failures lock only the stranger out; and every password
// try (a sign-in or a password change, right or wrong, for an account or not) is counted per address first.
import { SIGN_IN_LOCKOUT_DURATION_MS, SIGN_IN_LOCKOUT_MAX_FAILURES, SIGN_IN_LOCKOUT_WINDOW_MS } from '@rueda/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accountLockouts, session, signInFailures, user, workshopUsers } from '../db/schema.ts';
import { addressKey, type PublicRateLimit } from '../data/public-rate-limit.ts';
import { accountExists, normaliseEmail } from './accounts.ts';

/** The window of the per-address count of password tries (SIGN_INS_PER_15_MINUTES_PER_IP). */
export const PASSWORD_TRIES_WINDOW_MS = 15 * 60 * 1000;

export function createSignInGuard(db: Db, clock: () => Date, limits: PublicRateLimit) {
  /** The row key of one account seen from one address. */
  const keyOf = (email: string, address: string) => ({ email: normaliseEmail(email), address: addressKey(address) });

  return {
    /**
     * Counts one password try of `address` (Fastify's request.ip, which honours TRUST_PROXY); false once the address
     * is past its limit, and then nothing else is asked: no account is looked up, no password checked.
     */
    async mayTry(address: string): Promise<boolean> {
      try {
        await limits.take('passwordTry', address, clock());
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === 'resource-exhausted') return false;
        throw error;
      }
    },

    async isLocked(email: string, address: string): Promise<boolean> {
      const key = keyOf(email, address);
      const [row] = await db
        .select({ lockedUntil: accountLockouts.lockedUntil })
        .from(accountLockouts)
        .where(
          and(eq(accountLockouts.email, key.email), eq(accountLockouts.address, key.address), gt(accountLockouts.lockedUntil, clock())),
        );
      return Boolean(row);
    },

    accountExists: (email: string) => accountExists(db, email),

    /**
     * docs/product.md §17.3: a member the workshop deactivated may not sign in. Asked once the password was right, so it
     * tells nothing to whoever does not know it; the session better-auth just made ends with the others.
     */
    async refuseIfDeactivated(email: string): Promise<boolean> {
      // docs/product.md §32.1: an account deactivated in one workshop still signs in to the others it is active in.
      const [row] = await db
        .select({ userId: user.id, active: sql<boolean>`bool_or(${workshopUsers.active})` })
        .from(user)
        .innerJoin(workshopUsers, eq(workshopUsers.userId, user.id))
        .where(eq(user.email, normaliseEmail(email)))
        .groupBy(user.id);
      if (!row || row.active) return false;
      await db.delete(session).where(eq(session.userId, row.userId));
      return true;
    },

    /** Records a failed try from `address`; the tenth within the window locks the account for that address. */
    async recordFailure(email: string, address: string): Promise<void> {
      const key = keyOf(email, address);
      const now = clock();
      const mine = and(eq(signInFailures.email, key.email), eq(signInFailures.address, key.address));
      await db.transaction(async (tx) => {
        await tx.insert(signInFailures).values({ ...key, failedAt: now });
        const [recent] = await tx
          .select({ failures: count() })
          .from(signInFailures)
          .where(and(mine, gt(signInFailures.failedAt, new Date(now.getTime() - SIGN_IN_LOCKOUT_WINDOW_MS))));
        if ((recent?.failures ?? 0) >= SIGN_IN_LOCKOUT_MAX_FAILURES) {
          const lockedUntil = new Date(now.getTime() + SIGN_IN_LOCKOUT_DURATION_MS);
          await tx
            .insert(accountLockouts)
            .values({ ...key, lockedUntil })
            .onConflictDoUpdate({ target: [accountLockouts.email, accountLockouts.address], set: { lockedUntil } });
          // The count starts again once the lock ends.
          await tx.delete(signInFailures).where(mine);
        }
      });
    },

    async recordSuccess(email: string, address: string): Promise<void> {
      const key = keyOf(email, address);
      await db.delete(signInFailures).where(and(eq(signInFailures.email, key.email), eq(signInFailures.address, key.address)));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
