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
import { SyncsPerWorkshop } from './syncs-per-workshop.ts';

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
  generation: number;
  syncedAt: number;
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
  /** In least-recently-read order: the first goes first. */
  private readonly entries = new Map<string, Entry>();
  private readonly syncs = new SyncsPerWorkshop<number, Entry | null>();
  private readonly tooBig = new Set<string>();
  /** Moves with every clear(). */
  private epoch = 0;
  private readonly maxBytes: number;
  private readonly maxEvents: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: CalendarDirectoryOptions,
  ) {
    this.maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
    this.maxEvents = options.maxEvents ?? DIRECTORY_MAX_EVENTS;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
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
    let entry: Entry | null | undefined = this.entries.get(workshopId);
    if (entry && entry.generation === generation && this.now() - entry.syncedAt < this.ttlMs) {
      this.entries.delete(workshopId);
      this.entries.set(workshopId, entry);
    } else {
      const sync = this.syncOf(workshopId, generation);
      if (!entry && !options.waitForFirstLoad) {
        // A failed load is tried again by the next call.
        sync.catch(() => {});
        return null;
      }
      entry = await sync;
      if (!entry) return null;
    }
    return { events: textsIn(entry, from, to), timeZone: entry.timeZone };
  }

  /** Forgets every workshop's events (tests; a lost announcement channel), and what syncs under way would store. */
  clear(): void {
    this.entries.clear();
    this.tooBig.clear();
    this.epoch += 1;
  }

  /** One sync at a time per workshop; one begun before the latest write is followed by another. */
  private syncOf(workshopId: string, generation: number): Promise<Entry | null> {
    return this.syncs.run(workshopId, generation, () => this.sync(workshopId, generation));
  }

  private async sync(workshopId: string, generation: number): Promise<Entry | null> {
    try {
      return await this.read(workshopId, generation);
    } catch (error) {
      // Half updated: the next call reads it anew.
      this.entries.delete(workshopId);
      throw error;
    }
  }

  private async read(workshopId: string, generation: number): Promise<Entry | null> {
    const epoch = this.epoch;
    const previous = this.entries.get(workshopId);
    const [settings, versionRows] = await Promise.all([
      readBookingSettings(this.db, workshopId),
      this.db.$client.query<[string, number]>({ name: 'calendar_versions', text: VERSIONS, values: [workshopId], rowMode: 'array' }),
    ]);
    const versions = new Map(versionRows.rows);
    if (versions.size > this.maxEvents) {
      this.tooBig.add(workshopId);
      this.entries.delete(workshopId);
      return null;
    }
    const kept = new Map(
      (previous?.events ?? [])
        .filter((event) => versions.get(event.id) === previous?.versions.get(event.id))
        .map((event) => [event.id, event]),
    );
    const changed = [...versions.keys()].filter((id) => !kept.has(id));
    const now = new Date(this.now());
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
    const entry: Entry = { events, versions, timeZone: settings.timeZone, generation, syncedAt: this.now(), bytes };
    this.entries.delete(workshopId);
    // Read before a clear(): good for this call, not kept.
    if (epoch !== this.epoch) return entry;
    this.entries.set(workshopId, entry);
    this.evict();
    return entry;
  }

  private evict(): void {
    let bytes = 0;
    for (const entry of this.entries.values()) bytes += entry.bytes;
    for (const [workshopId, entry] of this.entries) {
      if (bytes <= this.maxBytes || this.entries.size === 1) break;
      this.entries.delete(workshopId);
      bytes -= entry.bytes;
    }
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
