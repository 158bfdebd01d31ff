// Each workshop's calendar events, kept in this server's memory (decision 027), in step with the database:
// bookingsList answers a range from here without a round trip to PostgreSQL.
//
// In step, as the customers directory is (decision 025): the workshop's `repairs` list generation
// (list-cache.ts) moves with every write this instance makes to its repairs or its booking settings,
// before the write is answered, and with every write another instance announces. A call that finds it
// moved reads the shown repairs' (id, version) pairs, then only the repairs added or changed since, and
// drops the ones gone (deleted, finished or delivered). A copy older than a minute is checked the same way,
// in case an announcement was lost.
import { bookingEventJson, zoneClock, type RepairStatus } from '@rueda/domain';
import type { Db } from '../../db/client.ts';
import { readBookingSettings } from '../../data/booking-settings.ts';
import { EVENT_COLUMNS, eventBodyOf, type EventRow } from '../../data/calendar-events.ts';
import { WorkshopCache } from './workshop-cache.ts';

/** Workshops with more repairs on their calendar are read from PostgreSQL (bookings.ts): not worth the memory. */
export const DIRECTORY_MAX_EVENTS = 20_000;
const BATCH = 500;

/** docs/product.md §4: the calendar shows every repair but the finished and delivered ones (db/schema.ts's calendar index). */
const SHOWN = `workshop_id = $1 and status not in ('finished', 'delivered') and calendar_start is not null`;
/** A repair's version: its kept event (which holds its lastUpdate) and stored version, hashed; its document's while unfilled. */
const VERSIONS = `select id, hashtext(coalesce(calendar_event, doc::text) || stored_version::text) from repairs where ${SHOWN}`;
const EVENTS = `select ${EVENT_COLUMNS}, id, hashtext(coalesce(calendar_event, doc::text) || stored_version::text)
  from repairs where ${SHOWN} and id = any($2)`;

interface KeptEvent {
  id: string;
  start: number;
  status: RepairStatus;
  storedVersion: number;
  body: string;
  /** The event's JSON in `zone`, as bytes, made on the first read in it. */
  json?: Buffer;
  zone?: string;
}

interface Entry {
  /** In the calendar's order: start, then id. */
  events: KeptEvent[];
  versions: Map<string, number>;
  timeZone: string;
  bytes: number;
}

export interface CalendarDirectoryOptions {
  /** The workshop's `repairs` list generation (list-cache.ts). */
  generation: (workshopId: string) => number;
  maxBytes?: number;
  maxEvents?: number;
  ttlMs?: number;
  now?: () => number;
}

const byStartThenId = (a: KeptEvent, b: KeptEvent) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export class CalendarDirectory {
  /** Each workshop's events, in least-recently-read order, one sync at a time (workshop-cache.ts). */
  private readonly entries: WorkshopCache<number, Entry, Entry | null>;
  private readonly tooBig = new Set<string>();
  private readonly maxEvents: number;

  constructor(
    private readonly db: Db,
    private readonly options: CalendarDirectoryOptions,
  ) {
    const { maxBytes, ttlMs, now } = options;
    this.entries = new WorkshopCache({ maxBytes, ttlMs, now, sizeOf: (entry) => entry.bytes });
    this.maxEvents = options.maxEvents ?? DIRECTORY_MAX_EVENTS;
  }

  /**
   * The events starting in [from, to) as JSON bytes, in the calendar's order, and the workshop's time zone;
   * null for a workshop read from PostgreSQL instead: one too large to keep, or one whose first load is
   * still under way (in the background, unless `waitForFirstLoad`).
   */
  async eventsOf(
    workshopId: string,
    from: number,
    to: number,
    options: { waitForFirstLoad?: boolean } = {},
  ): Promise<{ events: Buffer[]; timeZone: string } | null> {
    if (this.tooBig.has(workshopId)) return null;
    const generation = this.options.generation(workshopId);
    const read = (previous?: Entry) => this.read(workshopId, previous);
    const entry =
      this.entries.fresh(workshopId, generation) ??
      (await this.entries.loadOrStart(workshopId, generation, read, options.waitForFirstLoad));
    if (!entry) return null;
    return { events: textsIn(entry, from, to), timeZone: entry.timeZone };
  }

  /** Forgets every workshop's events (tests; a lost announcement channel), and what syncs under way would store. */
  clear(): void {
    this.entries.clear();
    this.tooBig.clear();
  }

  /** `previous` brought up to date: only the repairs added or changed since are read. */
  private async read(workshopId: string, previous: Entry | undefined): Promise<Entry | null> {
    const [settings, versionRows] = await Promise.all([
      readBookingSettings(this.db, workshopId),
      this.db.$client.query<[string, number]>({ name: 'calendar_versions', text: VERSIONS, values: [workshopId], rowMode: 'array' }),
    ]);
    const versions = new Map(versionRows.rows);
    if (versions.size > this.maxEvents) {
      this.tooBig.add(workshopId);
      return null;
    }
    const kept = new Map(
      (previous?.events ?? [])
        .filter((event) => versions.get(event.id) === previous?.versions.get(event.id))
        .map((event) => [event.id, event]),
    );
    const changed = [...versions.keys()].filter((id) => !kept.has(id));
    const now = new Date(this.entries.now());
    for (let start = 0; start < changed.length; start += BATCH) {
      // A first load of a large workshop goes in batches, and other requests run between them.
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      const rows = await this.db.$client.query<[...EventRow, string, number]>({
        name: 'calendar_events',
        text: EVENTS,
        values: [workshopId, changed.slice(start, start + BATCH)],
        rowMode: 'array',
      });
      for (const row of rows.rows) {
        const [startMs, , storedVersion] = row;
        const { body, status } = eventBodyOf(row.slice(0, 6) as EventRow, now);
        kept.set(row[6], { id: row[6], start: startMs, status, storedVersion, body });
        versions.set(row[6], row[7]);
      }
    }
    // Gone between the two reads, or never found.
    for (const id of versions.keys()) if (!kept.has(id)) versions.delete(id);
    const events = [...kept.values()].sort(byStartThenId);
    const bytes = events.reduce((sum, event) => sum + 3 * event.body.length + 200, 0);
    return { events, versions, timeZone: settings.timeZone, bytes };
  }
}

/** The JSON of the events starting in [from, to), each made once per time zone. */
function textsIn(entry: Entry, from: number, to: number): Buffer[] {
  const { events, timeZone } = entry;
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (events[middle]!.start < from) low = middle + 1;
    else high = middle;
  }
  const clock = zoneClock(timeZone);
  const texts: Buffer[] = [];
  for (let index = low; index < events.length && events[index]!.start < to; index++) {
    const event = events[index]!;
    if (event.zone !== timeZone) {
      event.json = Buffer.from(bookingEventJson(event.body, event.status, event.start, event.storedVersion, clock));
      event.zone = timeZone;
    }
    texts.push(event.json!);
  }
  return texts;
}
