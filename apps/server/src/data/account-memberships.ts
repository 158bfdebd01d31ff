// docs/product.md §32.1: an account's memberships, one per workshop it belongs to, and the workshop each of its
// sessions works in (`session.workshop_id`, with the account's last used one in `account_profiles`). The rule that
// picks the workshop in use is the domain's `workshopInUse`; services/workshop-in-use.ts applies it.
import { CHAIN_READER_ROLE } from '@rueda/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { accountProfiles, chainAdmins, session, workshops, workshopUsers } from '../db/schema.ts';

/** One membership with what the claims and the switcher read of its workshop. */
export interface AccountMembership {
  workshopId: string;
  workshopName: string;
  role: string;
  active: boolean;
  mechanicId: string | null;
  joinedAt: Date;
  subscriptionStatus: string;
  trialEndsAt: Date | null;
  isFree: boolean;
}

/** What a place to work reads of its workshop: its name, and the subscription the claims read. */
const workshopOfPlace = {
  workshopName: workshops.name,
  subscriptionStatus: workshops.subscriptionStatus,
  trialEndsAt: workshops.trialEndsAt,
  isFree: workshops.isFree,
};

/** Every workshop the account belongs to, the oldest membership first. */
export async function accountMemberships(db: Executor, userId: string): Promise<AccountMembership[]> {
  return db
    .select({
      ...workshopOfPlace,
      workshopId: workshopUsers.workshopId,
      role: workshopUsers.role,
      active: workshopUsers.active,
      mechanicId: workshopUsers.mechanicId,
      joinedAt: workshopUsers.createdAt,
    })
    .from(workshopUsers)
    .innerJoin(workshops, eq(workshops.id, workshopUsers.workshopId))
    .where(eq(workshopUsers.userId, userId))
    .orderBy(asc(workshopUsers.createdAt), asc(workshopUsers.workshopId));
}

/**
 * docs/product.md §32.2: the workshops of the chains the account administers where it holds no membership, each as a
 * read-only place (role `chainAdmin`, always active, since the day it became the chain's administrator).
 */
export async function chainReadPlaces(db: Executor, userId: string, memberOf: readonly AccountMembership[]): Promise<AccountMembership[]> {
  const rows = await db
    .select({
      ...workshopOfPlace,
      workshopId: workshops.id,
      joinedAt: chainAdmins.createdAt,
    })
    .from(chainAdmins)
    .innerJoin(workshops, eq(workshops.chainId, chainAdmins.chainId))
    .where(eq(chainAdmins.userId, userId))
    .orderBy(asc(workshops.name), asc(workshops.id));
  const members = new Set(memberOf.map((membership) => membership.workshopId));
  return rows
    .filter((row) => !members.has(row.workshopId))
    .map((row) => ({ ...row, role: CHAIN_READER_ROLE, active: true, mechanicId: null }));
}

/** One membership of the account, or undefined when it does not belong to the workshop. */
export async function membershipIn(
  db: Executor,
  userId: string,
  workshopId: string,
): Promise<{ role: string; active: boolean } | undefined> {
  const [row] = await db
    .select({ role: workshopUsers.role, active: workshopUsers.active })
    .from(workshopUsers)
    .where(and(eq(workshopUsers.workshopId, workshopId), eq(workshopUsers.userId, userId)));
  return row;
}

/** The workshop the session was switched to (null: none yet) and the account's last used one. */
export async function preferredWorkshops(
  db: Executor,
  userId: string,
  sessionId: string | null,
): Promise<{ sessionWorkshopId: string | null; lastWorkshopId: string | null }> {
  const [profile] = await db
    .select({ lastWorkshopId: accountProfiles.lastWorkshopId })
    .from(accountProfiles)
    .where(eq(accountProfiles.userId, userId));
  const [row] =
    sessionId === null
      ? []
      : await db
          .select({ workshopId: session.workshopId })
          .from(session)
          .where(and(eq(session.id, sessionId), eq(session.userId, userId)));
  return { sessionWorkshopId: row?.workshopId ?? null, lastWorkshopId: profile?.lastWorkshopId ?? null };
}

/** The session works in `workshopId` from now on, and the account remembers it for its next sessions. */
export async function setWorkshopInUse(
  db: Executor,
  args: { userId: string; sessionId: string | null; workshopId: string; now: Date },
): Promise<void> {
  const { userId, sessionId, workshopId, now } = args;
  if (sessionId !== null)
    await db
      .update(session)
      .set({ workshopId })
      .where(and(eq(session.id, sessionId), eq(session.userId, userId)));
  await db
    .insert(accountProfiles)
    .values({ userId, lastWorkshopId: workshopId, updatedAt: now })
    .onConflictDoUpdate({ target: accountProfiles.userId, set: { lastWorkshopId: workshopId, updatedAt: now } });
}

/** The language the account chose on its profile (docs/product.md §18.1), or null. */
export async function accountLanguage(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ language: accountProfiles.language }).from(accountProfiles).where(eq(accountProfiles.userId, userId));
  return row?.language ?? null;
}

export async function setAccountLanguage(db: Executor, userId: string, language: string, now: Date): Promise<void> {
  await db
    .insert(accountProfiles)
    .values({ userId, language, updatedAt: now })
    .onConflictDoUpdate({ target: accountProfiles.userId, set: { language, updatedAt: now } });
}
