// docs/product.md §17.4: the work timer. A member linked to a mechanic starts and stops a timer on a repair; each
// start-to-stop is a work session kept per mechanic and repair, and the time feeds the dashboard's work per
// mechanic. A member runs one session at a time: starting another stops the one running.
import { z } from 'zod';
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
