// Workshops for the calendar benchmark: `count` repairs shown in this month's calendar, written straight
// into the database (a user would need hours of clicking for 600 bookings). The demo's generator makes
// the customers, bikes, mechanics and priced repairs; each repair then gets one of the statuses the
// calendar shows (finished and delivered are hidden) and a booking date on one of the month's open
// days (Monday to Saturday), three in four at a time of day (shown for confirmed and postponed ones). Two weekdays of the first week are left empty
// but for one booking: the one the benchmark drags from one to the other and back.
import { DEFAULT_TIME_ZONE, dayInZone, instantOfDay, withDerivedFields, type RepairStatus, type TRepair } from '@rueda/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { repairRow } from '../../apps/server/src/data/repairs.ts';
import { bikes, customers, mechanics, repairs } from '../../apps/server/src/db/schema.ts';
import { demoData } from '../../apps/server/src/seed/demo-data.ts';

const ZONE = DEFAULT_TIME_ZONE;
const DAY_MS = 86_400_000;
/** docs/product.md §4: every status but finished and delivered is on the calendar. */
const SHOWN: readonly RepairStatus[] = ['notReviewed', 'postponed', 'managing', 'confirmed', 'workshopEntrance', 'inProgress', 'paused'];
/** The dragged booking's customer: alone on its day, so it is never behind a day's "+N" link. */
export const DRAGGED_CUSTOMER = { name: 'Aarón', surname: 'Arrastre' };

export interface CalendarMonth {
  /** The month's days, YYYY-MM-DD in the workshop's zone. */
  days: string[];
  /** The first Tuesday and the Wednesday after it: the drag's two days, side by side in the first weeks. */
  dragFrom: string;
  dragTo: string;
}

export function calendarMonth(now: Date): CalendarMonth {
  const [year, month] = dayInZone(now.getTime(), ZONE).split('-').map(Number) as [number, number];
  const days: string[] = [];
  for (let date = new Date(Date.UTC(year, month - 1, 1, 12)); date.getUTCMonth() === month - 1; date = new Date(date.getTime() + DAY_MS))
    days.push(date.toISOString().slice(0, 10));
  const dragFrom = days.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 2)!;
  return { days, dragFrom, dragTo: days[days.indexOf(dragFrom) + 1]! };
}

/** A repair moved onto the calendar: the status, its history to get there and its booking date. */
function booked(repair: TRepair, status: RepairStatus, at: string, customer?: { name: string; surname: string }): TRepair {
  const [first] = repair.state.status;
  const entries: TRepair['state']['status'] = [{ ...first!, status: 'notReviewed', date: repair.created, observations: '' }];
  if (status !== 'notReviewed')
    entries.push({ ...first!, status, date: new Date(Date.parse(repair.created) + 3_600_000).toISOString(), observations: '' });
  const inWorkshop = status === 'workshopEntrance' || status === 'inProgress' || status === 'paused';
  return withDerivedFields({
    ...repair,
    ...(customer ? { customer: { ...repair.customer, ...customer } } : {}),
    status,
    entryDate: inWorkshop ? repair.created : null,
    deliveryDate: null,
    lastUpdate: entries[entries.length - 1]!.date,
    state: {
      ...repair.state,
      status: entries,
      booking: {
        ...repair.state.booking,
        confirmedDate: status === 'postponed' ? null : at,
        postponedDate: status === 'postponed' ? at : null,
        finishedDate: null,
      },
    },
  });
}

/** Fills the workshop with `count` repairs on this month's calendar; answers the month's days and the dragged event's title. */
export async function fillCalendar(
  databaseUrl: string,
  workshopId: string,
  count: number,
  seed: number,
): Promise<CalendarMonth & { draggedTitle: string }> {
  const now = new Date();
  const month = calendarMonth(now);
  // Sundays are closed (the default hours): nobody books them.
  const busyDays = month.days.filter(
    (day) => day !== month.dragFrom && day !== month.dragTo && new Date(`${day}T12:00:00Z`).getUTCDay() !== 0,
  );
  const data = demoData(workshopId, now, { customers: Math.max(20, Math.round(count / 3)), repairs: count, days: 25, seed });
  let draggedTitle = '';
  const rows = data.repairs.map((row, index) => {
    const repair = row.doc as TRepair;
    if (index === count - 1) {
      // A confirmed booking at 10:00 on the first of the drag's days.
      const moved = booked(repair, 'confirmed', new Date(instantOfDay(month.dragFrom, ZONE, 10 * 60)).toISOString(), DRAGGED_CUSTOMER);
      draggedTitle = `${moved.customer.name} ${moved.customer.surname} · ${moved.bike.manufacturer.label} ${moved.bike.model.label}`;
      return repairRow(workshopId, moved, moved);
    }
    const status = SHOWN[index % SHOWN.length]!;
    const day = busyDays[index % busyDays.length]!;
    // A quarter at midnight (a whole day); the rest on the hour in opening hours, as people book.
    const minutes = index % 4 === 0 ? 0 : (9 + (index % 10)) * 60;
    const next = booked(repair, status, new Date(instantOfDay(day, ZONE, minutes)).toISOString());
    return repairRow(workshopId, next, next);
  });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const db = drizzle(pool);
    await db.insert(mechanics).values(data.mechanics);
    for (let start = 0; start < data.customers.length; start += 500)
      await db.insert(customers).values(data.customers.slice(start, start + 500));
    for (let start = 0; start < data.bikes.length; start += 500) await db.insert(bikes).values(data.bikes.slice(start, start + 500));
    for (let start = 0; start < rows.length; start += 500) await db.insert(repairs).values(rows.slice(start, start + 500));
    await pool.query('analyze');
  } finally {
    await pool.end();
  }
  return { ...month, draggedTitle };
}
