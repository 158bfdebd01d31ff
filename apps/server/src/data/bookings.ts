// The booking calendar's SQL (docs/product.md §4 and §15): each day's load against its capacity, the day's
// lock, and the writes that move, confirm or postpone a booking. A write that lands on a day takes that
// day's lock, so two bookings of its last place cannot both pass. The range's events are
// data/calendar-events.ts; a new booking and the list from memory are services/bookings.ts.
import {
  capacityMinutes,
  checkNotStale,
  dayInZone,
  dayLoadState,
  daysOfRange,
  FunctionError,
  instantOfDay,
  nextDay,
  withBookingDate,
  withBookingStatus,
  type TBookingSettings,
  type TDayLoad,
  type TRepair,
  type ZBookingsRescheduleInputSchema,
  type ZBookingsSetStatusInputSchema,
} from '@rueda/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { activeMechanicCount, readBookingSettings } from './booking-settings.ts';
import { columnsOf, lockRepair, saveRepair, type Writer } from './repairs.ts';

const SHOWN = sql`${repairs.status} not in ('finished', 'delivered')`;

/** The days [first, last] in the workshop's zone, each with its capacity and the minutes and repairs booked on it. */
export async function loadsOfDays(
  db: Executor,
  workshopId: string,
  settings: TBookingSettings,
  first: string,
  last: string,
): Promise<TDayLoad[]> {
  const { timeZone } = settings;
  const [mechanicCount, rows] = await Promise.all([
    activeMechanicCount(db, workshopId),
    db.execute<{ day: string; minutes: number; repairs: number }>(sql`
      select to_char(${repairs.calendarStart} at time zone ${timeZone}, 'YYYY-MM-DD') as day,
             coalesce(sum(${repairs.workMinutes}), 0)::int as minutes, count(*)::int as repairs
      from ${repairs}
      where ${repairs.workshopId} = ${workshopId} and ${SHOWN}
        and ${repairs.calendarStart} >= ${new Date(instantOfDay(first, timeZone))}
        and ${repairs.calendarStart} < ${new Date(instantOfDay(nextDay(last), timeZone))}
      group by 1`),
  ]);
  const booked = new Map(rows.rows.map((row) => [row.day, row]));
  return daysOfRange(first, last).map((day) => {
    const capacity = capacityMinutes(settings, day, mechanicCount);
    const row = booked.get(day);
    const minutes = row?.minutes ?? 0;
    return { day, capacityMinutes: capacity, bookedMinutes: minutes, repairs: row?.repairs ?? 0, state: dayLoadState(capacity, minutes) };
  });
}

/** The load of every day that starts in [from, to) in the workshop's time zone. */
export async function bookingLoads(
  db: Db,
  workshopId: string,
  from: Date,
  to: Date,
): Promise<{ days: TDayLoad[]; activeMechanics: number }> {
  const settings = await readBookingSettings(db, workshopId);
  const first = dayInZone(from.getTime(), settings.timeZone);
  const last = dayInZone(to.getTime() - 1, settings.timeZone);
  const [days, activeMechanics] = await Promise.all([
    loadsOfDays(db, workshopId, settings, first, last),
    activeMechanicCount(db, workshopId),
  ]);
  return { days, activeMechanics };
}

// ---------------------------------------------------------------------------------------------
// Writes

const dayOf = (repair: TRepair, timeZone: string) => dayInZone(columnsOf(repair).calendarStart.getTime(), timeZone);

/**
 * Inside the write's transaction: the repair is on `day` now. When it was not there before and the
 * day is over its capacity with it, the write is refused unless the person confirmed it (`aborted`,
 * details.reason 'over-capacity', with the day's load).
 */
export async function checkCapacity(
  tx: Executor,
  workshopId: string,
  settings: TBookingSettings,
  repair: TRepair,
  previousDay: string | null,
  overCapacity: boolean,
): Promise<void> {
  // A repair with no booked date only shows on the day it came in (docs/product.md §4): it books no day, so no day's
  // capacity refuses it, an undo back to no date included (even when that day is one the workshop is closed).
  const { booking } = repair.state;
  const bookedDate = booking.confirmedDate ?? (repair.status === 'postponed' ? booking.postponedDate : null);
  if (bookedDate === null) return;
  const day = dayOf(repair, settings.timeZone);
  if (day === previousDay || overCapacity) return;
  const [load] = await loadsOfDays(tx, workshopId, settings, day, day);
  if (load && load.bookedMinutes > load.capacityMinutes) {
    throw new FunctionError('aborted', 'This day is full.', { reason: 'over-capacity', load, workMinutes: columnsOf(repair).workMinutes });
  }
}

/** One writer at a time per workshop and day: the capacity read and the write are one step. */
export async function lockDay(tx: Executor, workshopId: string, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking:${workshopId}:${day}`}, 0))`);
}

/** Locks the repair, applies the change, takes the day it lands on and checks its capacity, then saves. */
async function moveBooking(
  db: Db,
  writer: Writer,
  input: { id: string; expectedLastUpdate: string; overCapacity: boolean },
  change: (repair: TRepair) => TRepair,
): Promise<TRepair> {
  return db.transaction(async (tx) => {
    const settings = await readBookingSettings(tx, writer.workshopId);
    const current = await lockRepair(tx, writer.workshopId, input.id, writer.now);
    checkNotStale(current, input.expectedLastUpdate);
    const next = change(current);
    await lockDay(tx, writer.workshopId, dayOf(next, settings.timeZone));
    const saved = await saveRepair(tx, writer.workshopId, next, writer.now);
    await checkCapacity(tx, writer.workshopId, settings, saved, dayOf(current, settings.timeZone), input.overCapacity);
    return saved;
  });
}

export function rescheduleBooking(db: Db, writer: Writer, input: z.output<typeof ZBookingsRescheduleInputSchema>): Promise<TRepair> {
  return moveBooking(db, writer, input, (repair) => withBookingDate(repair, input.date, writer.now));
}

export function setBookingStatus(db: Db, writer: Writer, input: z.output<typeof ZBookingsSetStatusInputSchema>): Promise<TRepair> {
  return moveBooking(db, writer, input, (repair) => withBookingStatus(repair, input, writer.now));
}
