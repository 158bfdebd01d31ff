// Each workshop's customers, indexed in this server's memory (customer-index.ts, decision 025), in step
// with the database: the customers list answers from here without a round trip to PostgreSQL.
//
// In step: the workshop's `customers` list generation (list-cache.ts) moves with every write this
// instance makes, before the write is answered, and with every write another instance announces. A
// search that finds it moved reads the workshop's (id, change_seq) pairs, then only the customers
// added or changed since (customers.change_seq, moved by a trigger on every write: migration 0017),
// and drops the ones gone. An index older than a minute is checked the same way, in case an
// announcement was lost, as kept answers are.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import { CustomerIndex, type IndexedCustomer } from './customer-index.ts';
import { customerListItemOf, LISTED_COLUMNS } from '../../data/customers-list.ts';
import { SyncsPerWorkshop } from './syncs-per-workshop.ts';

/** Workshops with more customers are searched in PostgreSQL (customers-list.ts): their index would not be worth its memory. */
export const DIRECTORY_MAX_CUSTOMERS = 50_000;
/** Customers read per statement, and put in the index between two pauses of a large load. */
const BATCH = 500;

export interface CustomerDirectoryOptions {
  /** The workshop's `customers` list generation (list-cache.ts). */
  generation: (workshopId: string) => number;
  /** What all the workshops' indexes may hold together, roughly, before the least recently searched goes. */
  maxBytes?: number;
  /** Workshops with more customers are searched in PostgreSQL; DIRECTORY_MAX_CUSTOMERS unless a test says otherwise. */
  maxCustomers?: number;
  ttlMs?: number;
  now?: () => number;
}

interface IndexedRow {
  customer: IndexedCustomer;
  changeSeq: number;
}

interface Entry {
  index: CustomerIndex;
  /** Every customer's change_seq as the index holds them. */
  versions: Map<string, number>;
  generation: number;
  syncedAt: number;
}

export class CustomerDirectory {
  /** In least-recently-searched order: the first goes first. */
  private readonly entries = new Map<string, Entry>();
  private readonly syncs = new SyncsPerWorkshop<number, Entry | null>();
  private readonly tooBig = new Set<string>();
  /** Moves with every clear(). */
  private epoch = 0;
  private readonly maxBytes: number;
  private readonly maxCustomers: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: CustomerDirectoryOptions,
  ) {
    this.maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
    this.maxCustomers = options.maxCustomers ?? DIRECTORY_MAX_CUSTOMERS;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The workshop's index as of now (every write already answered included), or null for a workshop
   * searched in PostgreSQL instead: one too large to keep, or one whose first load is still under way
   * (it runs in the background, unless `waitForFirstLoad`), so the first search after a start does
   * not wait for 20,000 customers to be read.
   */
  async indexOf(workshopId: string, options: { waitForFirstLoad?: boolean } = {}): Promise<CustomerIndex | null> {
    if (this.tooBig.has(workshopId)) return null;
    const generation = this.options.generation(workshopId);
    const entry = this.entries.get(workshopId);
    if (entry && entry.generation === generation && this.now() - entry.syncedAt < this.ttlMs) {
      this.entries.delete(workshopId);
      this.entries.set(workshopId, entry);
      return entry.index;
    }
    const sync = this.syncOf(workshopId, generation);
    if (!entry && !options.waitForFirstLoad) {
      // A failed load is tried again by the next search.
      sync.catch(() => {});
      return null;
    }
    return (await sync)?.index ?? null;
  }

  /** One sync at a time per workshop; one begun before the latest write is followed by another. */
  private syncOf(workshopId: string, generation: number): Promise<Entry | null> {
    return this.syncs.run(workshopId, generation, () => this.sync(workshopId, generation));
  }

  /** Forgets every index (tests; a lost announcement channel), and what syncs under way would store. */
  clear(): void {
    this.entries.clear();
    this.tooBig.clear();
    this.epoch += 1;
  }

  private async sync(workshopId: string, generation: number): Promise<Entry | null> {
    try {
      return await this.read(workshopId, generation);
    } catch (error) {
      // The index may be half updated: the next search reads it anew.
      this.entries.delete(workshopId);
      throw error;
    }
  }

  private async read(workshopId: string, generation: number): Promise<Entry | null> {
    const epoch = this.epoch;
    const previous = this.entries.get(workshopId);
    const versions = await this.versionsOf(workshopId);
    if (versions.size > this.maxCustomers) {
      this.tooBig.add(workshopId);
      this.entries.delete(workshopId);
      return null;
    }
    let index = previous?.index ?? new CustomerIndex();
    for (const id of previous?.versions.keys() ?? []) if (!versions.has(id)) index.remove(id);
    const changed = [...versions].filter(([id, version]) => previous?.versions.get(id) !== version).map(([id]) => id);
    const found = new Set<string>();
    for (let start = 0; start < changed.length; start += BATCH) {
      // A first load of a large workshop goes in batches, and other requests run between them.
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const row of await this.customersOf(workshopId, changed.slice(start, start + BATCH))) {
        index.put(row.customer);
        versions.set(row.customer.id, row.changeSeq);
        found.add(row.customer.id);
      }
    }
    // Deleted between the two reads.
    for (const id of changed.filter((id) => !found.has(id))) {
      index.remove(id);
      versions.delete(id);
    }
    if (index.isFragmented) index = index.compacted();
    const entry: Entry = { index, versions, generation, syncedAt: this.now() };
    this.entries.delete(workshopId);
    // Read before a clear(): good for this search, not kept.
    if (epoch !== this.epoch) return entry;
    this.entries.set(workshopId, entry);
    this.evict();
    return entry;
  }

  /** Every customer's change_seq (a 20,000-customer workshop: about 30 ms, after each write to it). */
  private async versionsOf(workshopId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ id: customers.id, changeSeq: customers.changeSeq })
      .from(customers)
      .where(eq(customers.workshopId, workshopId));
    return new Map(rows.map((row) => [row.id, row.changeSeq]));
  }

  /** The customers named, as the index keeps them. */
  private async customersOf(workshopId: string, ids: string[]): Promise<IndexedRow[]> {
    const rows = await this.db
      .select({ ...LISTED_COLUMNS, searchText: customers.searchText, changeSeq: customers.changeSeq })
      .from(customers)
      .where(and(eq(customers.workshopId, workshopId), inArray(customers.id, ids)));
    return rows.map((row) => ({
      changeSeq: row.changeSeq,
      customer: {
        id: row.id,
        searchText: row.searchText,
        item: JSON.stringify(customerListItemOf(row)),
        lastVisit: row.lastVisit?.getTime() ?? null,
        created: row.created.getTime(),
      },
    }));
  }

  private evict(): void {
    let bytes = 0;
    for (const entry of this.entries.values()) bytes += entry.index.bytes;
    for (const [workshopId, entry] of this.entries) {
      if (bytes <= this.maxBytes || this.entries.size === 1) break;
      this.entries.delete(workshopId);
      bytes -= entry.index.bytes;
    }
  }
}
