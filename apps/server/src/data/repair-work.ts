// docs/product.md §17.4: the work timer's sessions (db/schema-work.ts). A member starts and stops their own timer,
// as the mechanic their membership links them to; every query is scoped by the workshop and the member from
// the verified token. The dashboard's figures follow by the triggers of migration 0026.
import { randomUUID } from 'node:crypto';
import {
  FunctionError,
  REPAIR_WORK_SESSIONS_MAX,
  repairWorkTotals,
  workSessionMinutes,
  type TRepairWorkGetOutput,
  type TRunningWork,
  type TWorkSession,
} from '@rueda/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { mechanics, repairs, workSessions, workshopUsers } from '../db/schema.ts';

/** Whose timer: the workshop and the member from the verified token. */
export interface WorkCaller {
  workshopId: string;
  userId: string;
}

type SessionRow = typeof workSessions.$inferSelect;

function runningOf(row: SessionRow): TRunningWork {
  return { id: row.id, repairId: row.repairId, mechanicId: row.mechanicId, startedAt: row.startedAt.toISOString() };
}

function sessionOf(row: SessionRow, mechanicName: string, now: Date): TWorkSession {
  return {
    id: row.id,
    mechanicId: row.mechanicId,
    mechanicName,
    startedAt: row.startedAt.toISOString(),
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    minutes: workSessionMinutes(row.startedAt, row.stoppedAt ?? now),
  };
}

/** The repair is the workshop's, else not-found: the same answer whether it is another's or nobody's. */
async function refuseUnknownRepair(tx: Executor, workshopId: string, repairId: string): Promise<void> {
  const [row] = await tx
    .select({ id: repairs.id })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, repairId)))
    // A delete of the repair waits for the session written here, and takes it along.
    .for('key share');
  if (!row) throw new FunctionError('not-found', 'This repair does not exist.');
}

const ownRunning = (caller: WorkCaller) =>
  and(eq(workSessions.workshopId, caller.workshopId), eq(workSessions.userId, caller.userId), isNull(workSessions.stoppedAt));

/** A stop never ends before its start (a clock moved back). */
const stoppedAtFor = (now: Date) => sql`greatest(${workSessions.startedAt}, ${now.toISOString()}::timestamptz)`;

/**
 * Starts the caller's timer on the repair as their mechanic. The member's row is locked first, so two starts
 * at once run one after the other: the second finds the first's session, and either answers it (same repair)
 * or stops it (another). The partial unique index refuses a second running session whatever else writes.
 */
export async function startWork(db: Db, caller: WorkCaller, repairId: string, now: Date): Promise<TRunningWork> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ mechanicId: workshopUsers.mechanicId, isMechanicActive: mechanics.active })
      .from(workshopUsers)
      // Only a mechanic of the member's own workshop counts, whatever the link says.
      .leftJoin(mechanics, and(eq(mechanics.workshopId, workshopUsers.workshopId), eq(mechanics.id, workshopUsers.mechanicId)))
      .where(and(eq(workshopUsers.userId, caller.userId), eq(workshopUsers.workshopId, caller.workshopId)))
      .for('no key update', { of: workshopUsers });
    if (!member?.mechanicId || !member.isMechanicActive)
      throw new FunctionError('failed-precondition', 'Link your account to an active mechanic to time your work.', {
        reason: 'no-mechanic',
      });
    await refuseUnknownRepair(tx, caller.workshopId, repairId);

    const [running] = await tx.select().from(workSessions).where(ownRunning(caller));
    if (running?.repairId === repairId) return runningOf(running);
    // docs/product.md §17.4: one timer at a time; starting on another repair stops the one running.
    if (running)
      await tx
        .update(workSessions)
        .set({ stoppedAt: stoppedAtFor(now) })
        .where(ownRunning(caller));
    const [row] = await tx
      .insert(workSessions)
      .values({
        workshopId: caller.workshopId,
        id: randomUUID(),
        repairId,
        mechanicId: member.mechanicId,
        userId: caller.userId,
        startedAt: now,
      })
      .returning();
    return runningOf(row!);
  });
}

/** Stops the caller's session running on the repair; failed-precondition 'not-running' when none runs there. */
export async function stopWork(db: Db, caller: WorkCaller, repairId: string, now: Date): Promise<TWorkSession> {
  return db.transaction(async (tx) => {
    await refuseUnknownRepair(tx, caller.workshopId, repairId);
    const [row] = await tx
      .update(workSessions)
      .set({ stoppedAt: stoppedAtFor(now) })
      .where(and(ownRunning(caller), eq(workSessions.repairId, repairId)))
      .returning();
    if (!row) throw new FunctionError('failed-precondition', 'Your timer is not running on this repair.', { reason: 'not-running' });
    const [mechanic] = await tx
      .select({ name: mechanics.name })
      .from(mechanics)
      .where(and(eq(mechanics.workshopId, caller.workshopId), eq(mechanics.id, row.mechanicId)));
    return sessionOf(row, mechanic?.name ?? '', now);
  });
}

/** The repair's sessions (the newest REPAIR_WORK_SESSIONS_MAX), its totals from every one, and the caller's running there. */
export async function getRepairWork(db: Db, caller: WorkCaller, repairId: string, now: Date): Promise<TRepairWorkGetOutput> {
  await refuseUnknownRepair(db, caller.workshopId, repairId);
  const rows = await db
    .select({ session: workSessions, mechanicName: mechanics.name })
    .from(workSessions)
    .innerJoin(mechanics, and(eq(mechanics.workshopId, workSessions.workshopId), eq(mechanics.id, workSessions.mechanicId)))
    .where(and(eq(workSessions.workshopId, caller.workshopId), eq(workSessions.repairId, repairId)))
    .orderBy(desc(workSessions.startedAt), desc(workSessions.id));
  const sessions = rows.map((row) => sessionOf(row.session, row.mechanicName, now));
  const running = rows.find((row) => row.session.userId === caller.userId && row.session.stoppedAt === null);
  return {
    sessions: sessions.slice(0, REPAIR_WORK_SESSIONS_MAX),
    sessionCount: sessions.length,
    ...repairWorkTotals(sessions),
    running: running ? runningOf(running.session) : null,
  };
}

/** The caller's running session, wherever it is, or null. */
export async function currentWork(db: Db, caller: WorkCaller): Promise<TRunningWork | null> {
  const [row] = await db.select().from(workSessions).where(ownRunning(caller));
  return row ? runningOf(row) : null;
}

/**
 * A member deactivated or removed stops working (docs/product.md §17.3): their running session ends now, and its time
 * stays their mechanic's. Inside the membership's transaction.
 */
export async function stopMemberWork(tx: Executor, workshopId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(workSessions)
    .set({ stoppedAt: now })
    .where(and(eq(workSessions.workshopId, workshopId), eq(workSessions.userId, userId), isNull(workSessions.stoppedAt)));
}
