// docs/product.md §17.4: the work timer's sessions (db/schema-work.ts). A member starts and stops their own timer,
// as the mechanic their membership links them to; every query is scoped by the workshop and the member from
// the verified token. The dashboard's figures follow by the triggers of migration 0026.
import { randomUUID } from 'node:crypto';
import {
  checkWorkAt,
  FunctionError,
  REPAIR_WORK_SESSIONS_MAX,
  repairWorkTotals,
  workSessionMinutes,
  type TRepairWorkGetOutput,
  type TRunningWork,
  type TWorkSession,
} from '@rueda/domain';
import { and, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { mechanics, repairs, workSessions, workshopUsers } from '../db/schema.ts';
import { refuseOtherSubject, withChange, type ClientChange } from './client-changes.ts';

/** Whose timer: the workshop and the member from the verified token. */
export interface WorkCaller {
  workshopId: string;
  userId: string;
}

/** When a start or a stop happens: the server's now, or the time it was pressed on a device that queued it (docs/product.md §30.1). */
export interface WorkTime {
  now: Date;
  at?: Date;
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

/** The end of the caller's last stopped session, if any: a start given an `at` may not come before it. */
async function lastStop(tx: Executor, caller: WorkCaller): Promise<Date | null> {
  const [row] = await tx
    .select({ at: max(workSessions.stoppedAt) })
    .from(workSessions)
    .where(and(eq(workSessions.workshopId, caller.workshopId), eq(workSessions.userId, caller.userId)));
  return row?.at ?? null;
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Starts the caller's timer on the repair as their mechanic. The member's row is locked first, so two starts
 * at once run one after the other: the second finds the first's session, and either answers it (same repair)
 * or stops it (another). The partial unique index refuses a second running session whatever else writes.
 * A device's `at` starts it then, and stops the one running then (docs/product.md §30.1); its `change` makes it once.
 */
export async function startWork(
  db: Db,
  caller: WorkCaller,
  repairId: string,
  when: WorkTime,
  change?: ClientChange,
): Promise<TRunningWork> {
  return withChange(db, change, {
    apply: (tx) => start(tx, caller, repairId, when),
    subjectOf: (running) => running.id,
    again: (tx, sessionId) => startedBefore(tx, caller, repairId, sessionId),
  });
}

async function start(tx: Executor, caller: WorkCaller, repairId: string, { now, at }: WorkTime): Promise<TRunningWork> {
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
  if (at) checkWorkAt(at, now);

  const [running] = await tx.select().from(workSessions).where(ownRunning(caller));
  if (running?.repairId === repairId) return runningOf(running);
  // docs/product.md §30.1: not before the caller's last session ended, nor before the one it stops started.
  if (at) checkWorkAt(at, now, { at: later(await lastStop(tx, caller), running?.startedAt ?? null), reason: 'at-before-last-session' });
  const startedAt = at ?? now;
  // docs/product.md §17.4: one timer at a time; starting on another repair stops the one running.
  if (running)
    await tx
      .update(workSessions)
      .set({ stoppedAt: stoppedAtFor(startedAt) })
      .where(ownRunning(caller));
  const [row] = await tx
    .insert(workSessions)
    .values({ workshopId: caller.workshopId, id: randomUUID(), repairId, mechanicId: member.mechanicId, userId: caller.userId, startedAt })
    .returning();
  return runningOf(row!);
}

/**
 * docs/product.md §30.1: a resent start's answer, the caller's running session now, or else the one it started (stopped
 * since); not-found once that session went with its repair.
 */
async function startedBefore(tx: Executor, caller: WorkCaller, repairId: string, sessionId: string | null): Promise<TRunningWork> {
  const [started] = await tx
    .select()
    .from(workSessions)
    .where(and(eq(workSessions.workshopId, caller.workshopId), eq(workSessions.id, sessionId ?? '')));
  if (!started) throw new FunctionError('not-found', 'This repair does not exist.');
  refuseOtherSubject(repairId, started.repairId);
  const [running] = await tx.select().from(workSessions).where(ownRunning(caller));
  return runningOf(running ?? started);
}

/**
 * Stops the caller's session running on the repair; failed-precondition 'not-running' when none runs there. A device's
 * `at` stops it then, never before it started (docs/product.md §30.1); its `change` makes it once.
 */
export async function stopWork(db: Db, caller: WorkCaller, repairId: string, when: WorkTime, change?: ClientChange): Promise<TWorkSession> {
  return withChange(db, change, {
    apply: (tx) => stop(tx, caller, repairId, when),
    subjectOf: (session) => session.id,
    again: (tx, sessionId) => stoppedBefore(tx, caller, repairId, sessionId, when.now),
  });
}

async function stop(tx: Executor, caller: WorkCaller, repairId: string, { now, at }: WorkTime): Promise<TWorkSession> {
  await refuseUnknownRepair(tx, caller.workshopId, repairId);
  if (at) checkWorkAt(at, now);
  const [running] = await tx
    .select()
    .from(workSessions)
    .where(and(ownRunning(caller), eq(workSessions.repairId, repairId)))
    .for('update');
  if (!running) throw new FunctionError('failed-precondition', 'Your timer is not running on this repair.', { reason: 'not-running' });
  if (at) checkWorkAt(at, now, { at: running.startedAt, reason: 'at-before-start' });
  const [row] = await tx
    .update(workSessions)
    .set({ stoppedAt: stoppedAtFor(at ?? now) })
    .where(and(eq(workSessions.workshopId, caller.workshopId), eq(workSessions.id, running.id)))
    .returning();
  return sessionOf(row!, await mechanicName(tx, caller.workshopId, row!.mechanicId), now);
}

async function mechanicName(tx: Executor, workshopId: string, mechanicId: string): Promise<string> {
  const [mechanic] = await tx
    .select({ name: mechanics.name })
    .from(mechanics)
    .where(and(eq(mechanics.workshopId, workshopId), eq(mechanics.id, mechanicId)));
  return mechanic?.name ?? '';
}

/** docs/product.md §30.1: a resent stop's answer, the session it stopped as it is now; not-found once it went with its repair. */
async function stoppedBefore(
  tx: Executor,
  caller: WorkCaller,
  repairId: string,
  sessionId: string | null,
  now: Date,
): Promise<TWorkSession> {
  const [stopped] = await tx
    .select()
    .from(workSessions)
    .where(and(eq(workSessions.workshopId, caller.workshopId), eq(workSessions.id, sessionId ?? '')));
  if (!stopped) throw new FunctionError('not-found', 'This repair does not exist.');
  refuseOtherSubject(repairId, stopped.repairId);
  return sessionOf(stopped, await mechanicName(tx, caller.workshopId, stopped.mechanicId), now);
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
