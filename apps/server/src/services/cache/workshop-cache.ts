// What this server keeps in memory one value a workshop, in step with the database: the customers directory
// (docs/decisions/025), the calendar's events and the dashboard's snapshot (docs/decisions/027). A value is
// kept with the workshop's list generation(s) it was read under (list-cache.ts), and served while they are
// unchanged and it is younger than `ttlMs`, in case an announcement was lost (docs/architecture.md §10).
// What a value holds, how it is read or brought up to date, and its size are the directory's own.
import { SyncsPerWorkshop } from './syncs-per-workshop.ts';

export interface WorkshopCacheOptions<V> {
  /** A value older than this is read again, generation unchanged or not; a minute unless a test says otherwise. */
  ttlMs?: number;
  now?: () => number;
  /** Workshops kept at most; the least recently used goes first. */
  maxEntries?: number;
  /** What the values may hold together, by `sizeOf`, before the least recently used goes; the last one stays, however large. */
  maxBytes?: number;
  /** A value's size in bytes, roughly; measured again at every eviction, as a value may be updated in place. */
  sizeOf?: (value: V) => number;
}

interface Entry<G, V> {
  value: V;
  generation: G;
  storedAt: number;
}

/**
 * One value of type `V` per workshop, read under a generation of type `G`. A read answers `R`: the value,
 * or null where the directory keeps nothing (a workshop too large to keep), so the caller goes elsewhere.
 */
export class WorkshopCache<G, V, R extends V | null = V> {
  /** In least-recently-used order: the first goes first. */
  private readonly entries = new Map<string, Entry<G, V>>();
  private readonly reads = new SyncsPerWorkshop<G, R>();
  /** Moves with every clear(). */
  private epoch = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  readonly now: () => number;

  constructor(private readonly options: WorkshopCacheOptions<V> = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? Infinity;
    this.maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  }

  /**
   * The workshop's value if it was read under `generation`, less than `ttlMs` ago, and `isCurrent` (what the
   * directory asks besides); it becomes the most recently used. Undefined otherwise: `load` it.
   */
  fresh(workshopId: string, generation: G, isCurrent?: (value: V) => boolean): V | undefined {
    const entry = this.entries.get(workshopId);
    if (!entry || entry.generation !== generation || this.now() - entry.storedAt >= this.ttlMs) return undefined;
    if (isCurrent && !isCurrent(entry.value)) return undefined;
    this.entries.delete(workshopId);
    this.entries.set(workshopId, entry);
    return entry.value;
  }

  /**
   * What `read` makes of the workshop's kept value (undefined at first), kept under `generation`. One read at
   * a time per workshop: the calls of the same generation share it, and one begun before the latest write is
   * followed by another (syncs-per-workshop.ts).
   */
  load(workshopId: string, generation: G, read: (previous: V | undefined) => Promise<R>): Promise<R> {
    return this.reads.run(workshopId, generation, async () => {
      const epoch = this.epoch;
      let value: R;
      try {
        value = await read(this.entries.get(workshopId)?.value);
      } catch (error) {
        // The value may be half updated: the next call reads it anew.
        this.entries.delete(workshopId);
        throw error;
      }
      this.entries.delete(workshopId);
      // Read before a clear(): good for this call, not kept.
      if (value === null || epoch !== this.epoch) return value;
      this.entries.set(workshopId, { value, generation, storedAt: this.now() });
      this.evict();
      return value;
    });
  }

  /**
   * `load`, but a workshop with nothing kept yet has its first load run in the background, unless
   * `waitForFirstLoad`: null meanwhile, and the call is answered from PostgreSQL.
   */
  loadOrStart(
    workshopId: string,
    generation: G,
    read: (previous: V | undefined) => Promise<R>,
    waitForFirstLoad = false,
  ): Promise<R | null> {
    const isFirst = !this.entries.has(workshopId);
    const loaded = this.load(workshopId, generation, read);
    if (!isFirst || waitForFirstLoad) return loaded;
    // A failed load is tried again by the next call.
    loaded.catch(() => {});
    return Promise.resolve(null);
  }

  /** Forgets every workshop's value (tests; a lost announcement channel), and what reads under way would keep. */
  clear(): void {
    this.entries.clear();
    this.epoch += 1;
  }

  private evict(): void {
    const { sizeOf } = this.options;
    let bytes = 0;
    if (sizeOf) for (const entry of this.entries.values()) bytes += sizeOf(entry.value);
    for (const [workshopId, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && (bytes <= this.maxBytes || this.entries.size === 1)) break;
      this.entries.delete(workshopId);
      if (sizeOf) bytes -= sizeOf(entry.value);
    }
  }
}
