// docs/product.md §30.1: a change sent from a device applies at most once. The change id is claimed first thing in the
// transaction of the write it guards, so the write and its claim commit together or not at all: a crash between them
// cannot make a resend apply twice, and a write refused (stale, not-found…) leaves its id free for the device's next
// try. A resend is answered as the function answers now for what the first send created or touched, before any
// stale check, since the first send moved lastUpdate (docs/decisions/075-changes-made-on-a-device-apply-once.md).
import { CHANGE_ID_REUSED, CLIENT_CHANGE_KEEP_DAYS, FunctionError, invalidField, type ClientChangeFunction } from '@rueda/domain';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { clientChanges } from '../db/schema.ts';

/** A change a device sent: the caller from the verified token, the function, its change id, and the server's now. */
export interface ClientChange {
  workshopId: string;
  userId: string;
  fn: ClientChangeFunction;
  changeId: string;
  now: Date;
}

/** A write that a change id may guard. */
export interface ChangeWrite<T> {
  /** The write, inside the transaction that holds its claim (or its own, without a change id). */
  apply(tx: Executor): Promise<T>;
  /** The id of what it created or touched, kept with the claim; null when it names no one thing (a reorder). */
  subjectOf(answer: T): string | null;
  /** A resend's answer: what the function answers now for that subject, writing nothing. */
  again(tx: Executor, subjectId: string | null): Promise<T>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Expired rows one claim deletes at most: a backlog goes over the next claims. */
const FORGET_BATCH = 100;

/** Claims the change id; false when it is already taken (a concurrent first send is waited for by the unique index). */
export async function claimChange(tx: Executor, change: ClientChange): Promise<boolean> {
  const claimed = await tx
    .insert(clientChanges)
    .values({
      workshopId: change.workshopId,
      changeId: change.changeId,
      userId: change.userId,
      functionName: change.fn,
      createdAt: change.now,
    })
    .onConflictDoNothing()
    .returning({ changeId: clientChanges.changeId });
  return claimed.length > 0;
}

/** The stored claim of a change id in the workshop, if any. */
export async function storedChange(db: Executor, workshopId: string, changeId: string) {
  const [row] = await db
    .select()
    .from(clientChanges)
    .where(and(eq(clientChanges.workshopId, workshopId), eq(clientChanges.changeId, changeId)));
  return row;
}

async function recordSubject(tx: Executor, change: ClientChange, subjectId: string | null): Promise<void> {
  if (subjectId === null) return;
  await tx
    .update(clientChanges)
    .set({ subjectId })
    .where(and(eq(clientChanges.workshopId, change.workshopId), eq(clientChanges.changeId, change.changeId)));
}

/**
 * Deletes the workshop's change ids older than CLIENT_CHANGE_KEEP_DAYS, at claim time and by the workshop's index; rows
 * another claim is deleting are skipped, so two claims never wait on each other's clean-up.
 */
export async function forgetOldChanges(tx: Executor, workshopId: string, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CLIENT_CHANGE_KEEP_DAYS * DAY_MS);
  const expired = tx
    .select({ changeId: clientChanges.changeId })
    .from(clientChanges)
    .where(and(eq(clientChanges.workshopId, workshopId), lt(clientChanges.createdAt, before)))
    .limit(FORGET_BATCH)
    .for('update', { skipLocked: true });
  const deleted = await tx
    .delete(clientChanges)
    .where(and(eq(clientChanges.workshopId, workshopId), inArray(clientChanges.changeId, expired)))
    .returning({ changeId: clientChanges.changeId });
  return deleted.length;
}

/** A resend is the same account calling the same function with the change id; anything else is a reused id. */
function checkResend(stored: typeof clientChanges.$inferSelect, change: ClientChange): void {
  if (stored.userId !== change.userId || stored.functionName !== change.fn)
    throw invalidField('changeId', 'This change id was already used for another change.', CHANGE_ID_REUSED);
}

/** A resend that names another repair than its first send did: the id is reused, not resent. */
export function refuseOtherSubject(sent: string, stored: string | null | undefined): void {
  if (stored !== sent) throw invalidField('changeId', 'This change id was already used for another change.', CHANGE_ID_REUSED);
}

/**
 * Runs `write` in one transaction guarded by the change's id (docs/product.md §30.1): the id is claimed first; taken, the
 * resend is answered by `write.again` and nothing is written. Without a change, the write runs in a transaction as before.
 */
export async function withChange<T>(db: Db, change: ClientChange | undefined, write: ChangeWrite<T>): Promise<T> {
  if (!change) return db.transaction((tx) => write.apply(tx));
  return db.transaction(async (tx) => {
    if (!(await claimChange(tx, change))) {
      // Taken: by a committed send (a concurrent one has committed by now), read with this statement's snapshot.
      const stored = await storedChange(tx, change.workshopId, change.changeId);
      // Gone in between: an expired claim another claim's clean-up deleted. The device sends it again, as after any outage.
      if (!stored) throw new FunctionError('unavailable', 'Send this change again.');
      checkResend(stored, change);
      return write.again(tx, stored.subjectId);
    }
    const answer = await write.apply(tx);
    await recordSubject(tx, change, write.subjectOf(answer));
    await forgetOldChanges(tx, change.workshopId, change.now);
    return answer;
  });
}

/**
 * A resend's answer without opening the write's transaction, for a write whose preparation costs (a photo's image):
 * undefined when the id is not taken yet. withChange still decides, so two sends at once apply once.
 */
export async function resentAnswer<T>(
  db: Db,
  change: ClientChange | undefined,
  again: (db: Executor, subjectId: string | null) => Promise<T>,
): Promise<T | undefined> {
  if (!change) return undefined;
  const stored = await storedChange(db, change.workshopId, change.changeId);
  if (!stored) return undefined;
  checkResend(stored, change);
  return again(db, stored.subjectId);
}
