// Each workshop's dashboard snapshot (dashboard-snapshot.ts), kept in this server's memory (decision 027):
// dashboardGet adds up any timeframe without a round trip to PostgreSQL.
//
// In step, as the calendar's events are (calendar-directory.ts): the workshop's `repairs` and `catalogue`
// list generations (list-cache.ts) move with every write this instance makes, before the write is
// answered, and with every write another instance announces; a snapshot read under older generations is
// read again, and so is one older than a minute (an announcement lost), or one read later than the call's
// time (a clock moved back in tests).
import type { Db } from '../../db/client.ts';
import { readDashboardSnapshot, type DashboardSnapshot } from '../../data/dashboard-snapshot.ts';
import { SyncsPerWorkshop } from './syncs-per-workshop.ts';

export interface DashboardDirectoryOptions {
  /** The workshop's `repairs` and `catalogue` list generations (list-cache.ts). */
  generations: (workshopId: string) => string;
  /** Workshops kept at most; the least recently read goes first. */
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

interface Entry {
  snapshot: DashboardSnapshot;
  generations: string;
  readAt: number;
}

export class DashboardDirectory {
  private readonly entries = new Map<string, Entry>();
  private readonly reads = new SyncsPerWorkshop<string, Entry>();
  private epoch = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: DashboardDirectoryOptions,
  ) {
    this.maxEntries = options.maxEntries ?? 1_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The workshop's snapshot as of now: every write already answered included. `at` is the call's time. */
  async snapshotOf(workshopId: string, at: Date): Promise<DashboardSnapshot> {
    const generations = this.options.generations(workshopId);
    const entry = this.entries.get(workshopId);
    if (
      entry &&
      entry.generations === generations &&
      this.now() - entry.readAt < this.ttlMs &&
      entry.snapshot.upcomingFrom <= at.getTime()
    ) {
      this.entries.delete(workshopId);
      this.entries.set(workshopId, entry);
      return entry.snapshot;
    }
    const read = await this.readOf(workshopId, generations, at);
    // A read shared with a call whose clock was later (tests move it back): its bookings may start too late.
    return read.snapshot.upcomingFrom <= at.getTime() ? read.snapshot : readDashboardSnapshot(this.db, workshopId, at);
  }

  /** Forgets every snapshot (tests; a lost announcement channel), and what reads under way would store. */
  clear(): void {
    this.entries.clear();
    this.epoch += 1;
  }

  /** One read at a time per workshop: the calls of the same generations share it. */
  private readOf(workshopId: string, generations: string, at: Date): Promise<Entry> {
    const epoch = this.epoch;
    return this.reads.run(workshopId, generations, async () => {
      const entry = { snapshot: await readDashboardSnapshot(this.db, workshopId, at), generations, readAt: this.now() };
      // Read before a clear(): good for this call, not kept.
      if (epoch === this.epoch) {
        this.entries.delete(workshopId);
        this.entries.set(workshopId, entry);
        for (const oldest of this.entries.keys()) {
          if (this.entries.size <= this.maxEntries) break;
          this.entries.delete(oldest);
        }
      }
      return entry;
    });
  }
}
