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
import { WorkshopCache } from './workshop-cache.ts';

export interface DashboardDirectoryOptions {
  /** The workshop's `repairs` and `catalogue` list generations (list-cache.ts). */
  generations: (workshopId: string) => string;
  /** Workshops kept at most; the least recently read goes first. */
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export class DashboardDirectory {
  /** Each workshop's snapshot, one read at a time (workshop-cache.ts). */
  private readonly snapshots: WorkshopCache<string, DashboardSnapshot>;

  constructor(
    private readonly db: Db,
    private readonly options: DashboardDirectoryOptions,
  ) {
    const { ttlMs, now } = options;
    this.snapshots = new WorkshopCache({ maxEntries: options.maxEntries ?? 1_000, ttlMs, now });
  }

  /** The workshop's snapshot as of now: every write already answered included. `at` is the call's time. */
  async snapshotOf(workshopId: string, at: Date): Promise<DashboardSnapshot> {
    const generations = this.options.generations(workshopId);
    const isCurrent = (snapshot: DashboardSnapshot) => snapshot.upcomingFrom <= at.getTime();
    const kept = this.snapshots.fresh(workshopId, generations, isCurrent);
    if (kept) return kept;
    // One read at a time per workshop: the calls of the same generations share it.
    const read = await this.snapshots.load(workshopId, generations, () => readDashboardSnapshot(this.db, workshopId, at));
    // A read shared with a call whose clock was later (tests move it back): its bookings may start too late.
    return isCurrent(read) ? read : readDashboardSnapshot(this.db, workshopId, at);
  }

  /** Forgets every snapshot (tests; a lost announcement channel), and what reads under way would store. */
  clear(): void {
    this.snapshots.clear();
  }
}
