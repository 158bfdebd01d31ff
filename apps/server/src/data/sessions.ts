// Whether an ID token's session still exists, and what its account's place in the workshop is now
// (docs/product.md §24.8, docs/decisions/033-sessions-end-at-once.md): the SQL. Each instance keeps the
// answers in services/cache/session-cache.ts, and drops an account's as soon as any instance
// announces here that its sessions or its membership changed (one NOTIFY per account, data/change-feed.ts).
import { CHAIN_READER_ROLE } from '@rueda/domain';
import { and, eq, gt, max, sql } from 'drizzle-orm';
import type { Executor, Db } from '../db/client.ts';
import { chainAdmins, session, workshops, workshopUsers } from '../db/schema.ts';
import { announceChange } from './change-feed.ts';

/** The topic of the lists' channel under which an account's sessions or membership changed (payload `sessions:<user id>`). */
export const SESSIONS_TOPIC = 'sessions';

/** The session a token names: its `sid`, or (tokens issued before `sid` was a claim) any live session of its account. */
export interface SessionKey {
  userId: string;
  sessionId: string | null;
}

/** A live session: its account's workshop and role as the database holds them now. */
export interface LiveSession {
  workshopId: string | null;
  role: string | null;
  /** When the session expires, in epoch milliseconds. */
  expiresAt: number;
}

/** The session, if it exists and has not expired, with its account's membership; null once it has ended. */
export async function findLiveSession(db: Db, key: SessionKey): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      expiresAt: max(session.expiresAt),
      workshopId: workshopUsers.workshopId,
      role: workshopUsers.role,
      active: workshopUsers.active,
      readsWorkshopId: workshops.id,
      readsAsChainAdmin: chainAdmins.userId,
    })
    .from(session)
    // docs/product.md §32.1: the membership of the workshop the session works in (auth/claims.ts names it).
    .leftJoin(workshopUsers, and(eq(workshopUsers.userId, session.userId), eq(workshopUsers.workshopId, session.workshopId)))
    // docs/product.md §32.2: or, without one, the chain administrator's reading of a workshop of their chain.
    .leftJoin(workshops, eq(workshops.id, session.workshopId))
    .leftJoin(chainAdmins, and(eq(chainAdmins.chainId, workshops.chainId), eq(chainAdmins.userId, session.userId)))
    .where(
      and(
        eq(session.userId, key.userId),
        key.sessionId === null ? undefined : eq(session.id, key.sessionId),
        // better-auth dates sessions on the real clock, as PostgreSQL does.
        gt(session.expiresAt, sql`now()`),
      ),
    )
    .groupBy(workshopUsers.workshopId, workshopUsers.role, workshopUsers.active, workshops.id, chainAdmins.userId);
  if (!row?.expiresAt) return null;
  const expiresAt = row.expiresAt.getTime();
  if (row.workshopId === null && row.readsAsChainAdmin !== null)
    return { workshopId: row.readsWorkshopId, role: CHAIN_READER_ROLE, expiresAt };
  // docs/product.md §17.3: a deactivated member holds no role, so a token claiming one is stale.
  return { workshopId: row.workshopId, role: row.active === false ? null : row.role, expiresAt };
}

/**
 * Tells every instance (this one too, through its own LISTEN) that `userId`'s sessions or membership
 * changed. Inside a transaction, the notification goes out when it commits, with the change.
 */
export async function announceSessionsChanged(db: Executor, userId: string): Promise<void> {
  await announceChange(db, SESSIONS_TOPIC, userId);
}
