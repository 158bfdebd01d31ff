// docs/product.md §18.1: what an account changes of itself, its name, its language and its password, and the
// end of its sessions. A password change verifies the current one with the same argon2id as sign-in and ends
// every other session of the account (docs/product.md §24.8); signing out everywhere ends them all.
import { FunctionError, invalidField, type Language } from '@rueda/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { account, session, user } from '../db/schema.ts';
import { setAccountLanguage } from '../data/account-memberships.ts';
import { hashPassword, verifyPassword } from '../lib/password-hash.ts';
import { announceSessionsChanged } from '../data/sessions.ts';

export async function updateAccount(db: Db, userId: string, changes: { name?: string; language?: Language }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (changes.name !== undefined) await tx.update(user).set({ name: changes.name, updatedAt: now }).where(eq(user.id, userId));
    if (changes.language !== undefined) await setAccountLanguage(tx, userId, changes.language, now);
  });
}

/**
 * The account's password becomes `next` once `current` is verified; its sessions but `keepSessionId` end. A wrong
 * `current` is told to `onWrongCurrent` (the sign-in guard's count, docs/decisions/057) before it is refused.
 */
export async function changePassword(
  db: Db,
  args: { userId: string; keepSessionId: string | null; current: string; next: string; now: Date; onWrongCurrent?: () => Promise<void> },
): Promise<void> {
  const credential = and(eq(account.userId, args.userId), eq(account.providerId, 'credential'));
  const [row] = await db.select({ password: account.password }).from(account).where(credential);
  if (!row?.password) throw new FunctionError('failed-precondition', 'This account has no password.', { reason: 'no-password' });
  if (!(await verifyPassword({ hash: row.password, password: args.current }))) {
    await args.onWrongCurrent?.();
    throw invalidField('current', 'The current password is not right.');
  }
  const hashed = await hashPassword(args.next);
  await db.transaction(async (tx) => {
    await tx.update(account).set({ password: hashed, updatedAt: args.now }).where(credential);
    await tx
      .delete(session)
      .where(and(eq(session.userId, args.userId), args.keepSessionId ? ne(session.id, args.keepSessionId) : undefined));
    await announceSessionsChanged(tx, args.userId);
  });
}

/** Every session of the account ends: each device must sign in again, this one too. */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(session).where(eq(session.userId, userId));
    await announceSessionsChanged(tx, userId);
  });
}
