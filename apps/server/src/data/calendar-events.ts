// The calendar's events in SQL (docs/product.md §4 and §15.4, decision 026): what an event is made of, and a
// range's events read from PostgreSQL for a workshop whose events are not kept in memory (yet); the copy
// kept in memory is services/cache/calendar-directory.ts.
import { bookingEventJson, readRepairStatus, zoneClock, type RepairStatus } from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { readBookingSettings } from './booking-settings.ts';
import { columnsOf, readRow } from './repairs.ts';

/** What an event is made of; the status and start are the columns', the rest the kept body's. */
export const EVENT_COLUMNS = `(extract(epoch from calendar_start) * 1000)::float8, status, stored_version, calendar_event,
  case when calendar_event is null then id end, case when calendar_event is null then doc end`;
/** A row of EVENT_COLUMNS. */
export type EventRow = [start: number, status: string, storedVersion: number, body: string | null, id: string | null, doc: unknown];

/** The event body of a row: its kept one, or its document's while the start-up has not filled it. */
export function eventBodyOf([, status, storedVersion, body, id, doc]: EventRow, now: Date): { body: string; status: RepairStatus } {
  const known = readRepairStatus(status);
  if (body !== null && known) return { body, status: known };
  const repair = readRow({ id: id!, doc, storedVersion }, now);
  return { body: columnsOf(repair).calendarEvent, status: repair.status };
}

export const eventColumnsSql = EVENT_COLUMNS;

/** A range's events from PostgreSQL, in the calendar's order; prepared once per connection. */
const EVENTS_STATEMENT = {
  name: 'bookings_list',
  text: `select ${EVENT_COLUMNS} from repairs
    where workshop_id = $1 and status not in ('finished', 'delivered') and calendar_start >= $2 and calendar_start < $3
    order by calendar_start, id`,
  rowMode: 'array',
} as const;

/** The range's events read from PostgreSQL: a workshop whose events are not kept in memory (yet). */
export async function readBookingEvents(db: Db, workshopId: string, { from, to }: { from: Date; to: Date }, now: Date) {
  const [settings, result] = await Promise.all([
    readBookingSettings(db, workshopId),
    db.$client.query<EventRow>({ ...EVENTS_STATEMENT, values: [workshopId, from, to] }),
  ]);
  const zone = zoneClock(settings.timeZone);
  const events = result.rows.map((row) => {
    const { body, status } = eventBodyOf(row, now);
    return Buffer.from(bookingEventJson(body, status, row[0], row[2], zone));
  });
  return { events, timeZone: settings.timeZone };
}
