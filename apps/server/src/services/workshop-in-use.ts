// docs/product.md §32.1: the workshop a session works in, and switching it. The ID token's claims name it
// (auth/claims.ts), every function then works in it, and a token for another is stale (auth/id-token.ts).
import { FunctionError, workshopInUse } from '@rueda/domain';
import type { Db, Executor } from '../db/client.ts';
import {
  accountMemberships,
  chainReadPlaces,
  membershipIn,
  preferredWorkshops,
  setWorkshopInUse,
  type AccountMembership,
} from '../data/account-memberships.ts';
import { session } from '../db/schema.ts';
import { and, eq } from 'drizzle-orm';
import { announceSessionsChanged } from '../data/sessions.ts';

export interface WorkshopsOfAccount {
  /** The membership the session works in; null for an account that belongs to no workshop. */
  inUse: AccountMembership | null;
  /** The account's memberships, then the chain's workshops it reads without one (docs/product.md §32.2). */
  memberships: AccountMembership[];
}

/** Where the account may work: its memberships, then the workshops of its chains it reads without one. */
async function placesOf(db: Executor, userId: string): Promise<AccountMembership[]> {
  const memberships = await accountMemberships(db, userId);
  return [...memberships, ...(await chainReadPlaces(db, userId, memberships))];
}

/**
 * The session's workshop by the domain's rule; when the rule moved it (the membership it was in was removed or
 * deactivated, or it had none yet), the session is moved with it, so that its next token and its checks agree.
 */
export async function resolveWorkshopInUse(db: Executor, userId: string, sessionId: string | null): Promise<WorkshopsOfAccount> {
  const [memberships, preferred] = await Promise.all([placesOf(db, userId), preferredWorkshops(db, userId, sessionId)]);
  const inUse = workshopInUse(memberships, preferred);
  if (inUse && sessionId !== null && inUse.workshopId !== preferred.sessionWorkshopId)
    await db
      .update(session)
      .set({ workshopId: inUse.workshopId })
      .where(and(eq(session.id, sessionId), eq(session.userId, userId)));
  return { inUse, memberships };
}

/**
 * The session works in another of the account's workshops, or reads one of its chain's (docs/product.md §32.2). A removed
 * membership is not found (nothing of that workshop is told); a deactivated one is refused, even to a chain's
 * administrator. The account's tokens for the previous workshop are stale at once.
 */
export async function switchWorkshop(
  db: Db,
  args: { userId: string; sessionId: string | null; workshopId: string; now: Date },
): Promise<void> {
  const { userId, sessionId, workshopId, now } = args;
  if (sessionId === null)
    throw new FunctionError('failed-precondition', 'Sign in again to switch workshops.', { reason: 'session-without-id' });
  await db.transaction(async (tx) => {
    const membership = (await membershipIn(tx, userId, workshopId)) ?? (await chainReadPlaceIn(tx, userId, workshopId));
    if (!membership)
      throw new FunctionError('not-found', 'You do not belong to this workshop.', {
        reason: 'not-a-member',
        fields: [{ field: 'workshopId', message: 'You do not belong to this workshop.' }],
      });
    if (!membership.active)
      throw new FunctionError('permission-denied', 'Your account is deactivated in this workshop.', {
        reason: 'membership-deactivated',
        fields: [{ field: 'workshopId', message: 'Your account is deactivated in this workshop.' }],
      });
    await setWorkshopInUse(tx, { userId, sessionId, workshopId, now });
    await announceSessionsChanged(tx, userId);
  });
}

/** The chain's workshop the account administers without a membership, as a read-only place; undefined otherwise. */
async function chainReadPlaceIn(db: Executor, userId: string, workshopId: string): Promise<{ active: boolean } | undefined> {
  const places = await chainReadPlaces(db, userId, []);
  return places.find((place) => place.workshopId === workshopId);
}
