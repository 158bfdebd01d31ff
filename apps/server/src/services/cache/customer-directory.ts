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
import { WorkshopCache } from './workshop-cache.ts';

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
}

export class CustomerDirectory {
  /** Each workshop's index, in least-recently-searched order, one sync at a time (workshop-cache.ts). */
  private readonly entries: WorkshopCache<number, Entry, Entry | null>;
  private readonly tooBig = new Set<string>();
  private readonly maxCustomers: number;

  constructor(
    private readonly db: Db,
    private readonly options: CustomerDirectoryOptions,
  ) {
    const { maxBytes, ttlMs, now } = options;
    this.entries = new WorkshopCache({ maxBytes, ttlMs, now, sizeOf: (entry) => entry.index.bytes });
    this.maxCustomers = options.maxCustomers ?? DIRECTORY_MAX_CUSTOMERS;
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
    const read = (previous?: Entry) => this.read(workshopId, previous);
    const entry =
      this.entries.fresh(workshopId, generation) ??
      (await this.entries.loadOrStart(workshopId, generation, read, options.waitForFirstLoad));
    return entry?.index ?? null;
  }

  /** Forgets every index (tests; a lost announcement channel), and what syncs under way would store. */
  clear(): void {
    this.entries.clear();
    this.tooBig.clear();
  }

  /** `previous` brought up to date in place: only the customers added or changed since are read. */
  private async read(workshopId: string, previous: Entry | undefined): Promise<Entry | null> {
    const versions = await this.versionsOf(workshopId);
    if (versions.size > this.maxCustomers) {
      this.tooBig.add(workshopId);
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
    return { index, versions };
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
}
