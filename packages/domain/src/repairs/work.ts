// docs/product.md §17.4: the work timer. A member linked to a mechanic starts and stops a timer on a repair; each
// start-to-stop is a work session kept per mechanic and repair, and the time feeds the dashboard's work per
// mechanic. A member runs one session at a time: starting another stops the one running.
import { z } from 'zod';
import { ZChangeIdSchema } from '../client-changes.ts';
import { invalidField } from '../errors.ts';
import { ZIdSchema } from './functions.ts';

const isoDate = z.iso.datetime({ offset: true });
const wholeNumber = z.number().int().min(0);

const MINUTE_MS = 60_000;

/**
 * A session's minutes: from its start to its stop (to now while it runs), to the nearest minute. A repair's
 * and a mechanic's totals add up their sessions' minutes, so the list shown adds up to its totals.
 */
export function workSessionMinutes(startedAt: string | Date, stoppedAt: string | Date): number {
  return Math.max(0, Math.round((new Date(stoppedAt).getTime() - new Date(startedAt).getTime()) / MINUTE_MS));
}

export const ZRepairWorkInputSchema = z.object({ repairId: ZIdSchema });
export type TRepairWorkInput = z.input<typeof ZRepairWorkInputSchema>;

/**
 * A start or a stop, which a device may queue while offline (docs/product.md §30.1): `changeId` makes a resend
 * answer without a second effect; `at` is when it was pressed on the device (the server's now without it).
 */
export const ZRepairWorkSwitchInputSchema = ZRepairWorkInputSchema.extend({
  changeId: ZChangeIdSchema.optional(),
  at: isoDate.optional(),
});
export type TRepairWorkSwitchInput = z.input<typeof ZRepairWorkSwitchInputSchema>;

/** docs/product.md §30.1: a start's or a stop's `at` may be this far ahead of the server's clock (the device's drift)… */
export const WORK_AT_AHEAD_MS = 2 * MINUTE_MS;
/** …and at most this far behind it: an older time is refused. */
export const WORK_AT_MAX_AGE_MS = 24 * 60 * MINUTE_MS;

/** Why an `at` is refused: `details.reason` of the invalid-argument naming the field `at`. */
export type WorkAtRefusal = 'at-ahead' | 'at-too-old' | 'at-before-start' | 'at-before-last-session';

/**
 * docs/product.md §30.1: the time a start or a stop is given, on the server's clock `now`: not more than WORK_AT_AHEAD_MS
 * ahead, not older than WORK_AT_MAX_AGE_MS, and not before `floor` (a stop's session's start: `at-before-start`; a
 * start's, the end of the caller's last session or the start of the one it stops: `at-before-last-session`).
 */
export function checkWorkAt(at: Date, now: Date, floor?: { at: Date | null; reason: 'at-before-start' | 'at-before-last-session' }): void {
  const refuse = (reason: WorkAtRefusal, message: string) => {
    throw invalidField('at', message, reason);
  };
  if (at.getTime() > now.getTime() + WORK_AT_AHEAD_MS) refuse('at-ahead', 'This time is ahead of the server’s clock.');
  if (at.getTime() < now.getTime() - WORK_AT_MAX_AGE_MS) refuse('at-too-old', 'This time is more than a day old.');
  if (floor?.at && at.getTime() < floor.at.getTime())
    refuse(
      floor.reason,
      floor.reason === 'at-before-start' ? 'A stop cannot come before its start.' : 'A start cannot come before your last session’s end.',
    );
}

/** The caller's running session: what the board marks and the repair page times. */
export const ZRunningWorkSchema = z.object({
  id: z.string(),
  repairId: z.string(),
  mechanicId: z.string(),
  startedAt: isoDate,
});
export type TRunningWork = z.infer<typeof ZRunningWorkSchema>;

/** One start-to-stop on a repair; `stoppedAt` null while it runs, and its minutes then run to now. */
export const ZWorkSessionSchema = z.object({
  id: z.string(),
  mechanicId: z.string(),
  mechanicName: z.string(),
  startedAt: isoDate,
  stoppedAt: isoDate.nullable(),
  minutes: wholeNumber,
});
export type TWorkSession = z.infer<typeof ZWorkSessionSchema>;

export const ZRepairWorkGetOutputSchema = z.object({
  /** The newest first, REPAIR_WORK_SESSIONS_MAX at most. */
  sessions: z.array(ZWorkSessionSchema),
  /** Every session of the repair, those left out of `sessions` included. */
  sessionCount: wholeNumber,
  /** Per mechanic, the most minutes first. */
  perMechanic: z.array(z.object({ mechanicId: z.string(), name: z.string(), minutes: wholeNumber })),
  totalMinutes: wholeNumber,
  /** The caller's own session running on this repair, if any. */
  running: ZRunningWorkSchema.nullable(),
});
export type TRepairWorkGetOutput = z.infer<typeof ZRepairWorkGetOutputSchema>;

/** Sessions one repairWorkGet answers at most (the newest); the totals count every one. */
export const REPAIR_WORK_SESSIONS_MAX = 200;

/** A repair's time per mechanic (the most first, then by name) and in all, from its sessions' minutes. */
export function repairWorkTotals(
  sessions: readonly Pick<TWorkSession, 'mechanicId' | 'mechanicName' | 'minutes'>[],
): Pick<TRepairWorkGetOutput, 'perMechanic' | 'totalMinutes'> {
  const perMechanic = new Map<string, { mechanicId: string; name: string; minutes: number }>();
  for (const session of sessions) {
    const figures = perMechanic.get(session.mechanicId) ?? { mechanicId: session.mechanicId, name: session.mechanicName, minutes: 0 };
    figures.minutes += session.minutes;
    perMechanic.set(session.mechanicId, figures);
  }
  return {
    perMechanic: [...perMechanic.values()].sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name)),
    totalMinutes: sessions.reduce((total, session) => total + session.minutes, 0),
  };
}
