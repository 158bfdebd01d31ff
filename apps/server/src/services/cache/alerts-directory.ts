// What the customer alerts' rules read of each workshop's repairs and bikes (docs/product.md §14.1), kept in this
// server's memory (docs/decisions/069): in a workshop of 100,000 repairs, reading their facts takes 3.5 s of
// PostgreSQL, and every visit to the customers screen asks for the alerts' count.
//
// In step as the other directories are (docs/architecture.md §10): the copy is kept under the workshop's `repairs`
// and `customers` list generations, which move with every write to its repairs, customers or bikes, here and
// announced by other instances; a copy older than a minute is checked too. A check reads every repair's row version
// (PostgreSQL's xmin, without the documents) and the bikes, then the facts of the repairs written since only. The
// rules themselves run on every call against the server's clock, with the suspension units and the handling read
// each time (data/alerts.ts), so time moving needs nothing here.
import type { AlertBike, AlertRepairFacts } from '@rueda/domain';
import type { Db } from '../../db/client.ts';
import { repairAlertFacts, repairRowVersions, type RepairContact } from '../../data/alert-facts.ts';
import { alertBikes, type AlertInputsSource, type AlertRepairInputs } from '../../data/alerts.ts';
import { WorkshopCache } from './workshop-cache.ts';

/** Repairs whose facts are read in one statement when a check finds them changed. */
const BATCH = 500;

interface Entry {
  /** Every repair's row version, concerned by the rules or not. */
  versions: Map<string, string>;
  /** The facts of the repairs the rules read (finished, or of a bike), and their customer copies. */
  facts: Map<string, { fact: AlertRepairFacts; contact: RepairContact }>;
  inputs: AlertRepairInputs;
}

export interface AlertsDirectoryOptions {
  /** The workshop's `repairs` and `customers` list generations together (list-cache.ts). */
  generation: (workshopId: string) => string;
  /** Brings the workshop's list generations up to date with PostgreSQL's versions first, as a cached read does (list-cache.ts). */
  fresh?: (workshopId: string) => Promise<void>;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

export class AlertsDirectory {
  private readonly entries: WorkshopCache<string, Entry>;
  /** Moves with each check asked for after a write (`synced`), so it never shares a read begun before it. */
  private syncs = 0;

  constructor(
    private readonly db: Db,
    private readonly options: AlertsDirectoryOptions,
  ) {
    const { maxBytes, ttlMs, now } = options;
    this.entries = new WorkshopCache({ maxBytes, ttlMs, now, sizeOf: (entry) => entry.versions.size * 120 + entry.facts.size * 400 });
  }

  /**
   * The workshop's repairs' and bikes' inputs as kept, checked first when its generation moved or a minute passed.
   * Calls of a workshop share one check (workshop-cache.ts): five visits to a workshop not yet kept read it once.
   */
  readonly kept: AlertInputsSource = async (workshopId, now) => {
    await this.options.fresh?.(workshopId);
    const generation = this.options.generation(workshopId);
    const entry = this.entries.fresh(workshopId, generation) ?? (await this.load(workshopId, generation, now));
    return entry.inputs;
  };

  /**
   * The same, always checked against the database by a read that starts now: for the check a write asks for
   * (services/alerts-garage.ts), which may run before the write's generation has moved.
   */
  readonly synced: AlertInputsSource = async (workshopId, now) => {
    this.syncs += 1;
    return (await this.load(workshopId, `${this.options.generation(workshopId)}#${this.syncs}`, now)).inputs;
  };

  /** Forgets every workshop's copy (tests; a lost announcement channel). */
  clear(): void {
    this.entries.clear();
  }

  private load(workshopId: string, generation: string, now: Date): Promise<Entry> {
    return this.entries.load(workshopId, generation, (previous) => this.read(workshopId, previous, now));
  }

  /** `previous` brought up to date: the facts of the repairs added or written since are read, the gone ones dropped. */
  private async read(workshopId: string, previous: Entry | undefined, now: Date): Promise<Entry> {
    const [versions, bikes] = await Promise.all([repairRowVersions(this.db, workshopId), alertBikes(this.db, workshopId)]);
    const facts: Entry['facts'] = new Map();
    const changed: string[] = [];
    for (const [id, version] of versions) {
      if (previous?.versions.get(id) !== version) changed.push(id);
      else {
        const kept = previous.facts.get(id);
        if (kept) facts.set(id, kept);
      }
    }
    const store = (read: Awaited<ReturnType<typeof repairAlertFacts>>) => {
      for (const fact of read.facts) facts.set(fact.id, { fact, contact: read.contacts.get(fact.id) ?? { name: '', phone: '' } });
    };
    // A first read takes the workshop in one statement; a check, the changed repairs in batches.
    if (!previous) store(await repairAlertFacts(this.db, workshopId, now));
    else
      for (let start = 0; start < changed.length; start += BATCH)
        store(await repairAlertFacts(this.db, workshopId, now, changed.slice(start, start + BATCH)));
    // A repair written between the two reads is read again at the next check: its version here is older than its facts.
    const repairs: AlertRepairFacts[] = [];
    const repairContacts = new Map<string, RepairContact>();
    for (const [id, { fact, contact }] of facts) {
      repairs.push(fact);
      repairContacts.set(id, contact);
    }
    return { versions, facts, inputs: { repairs, bikes: bikes as readonly AlertBike[], repairContacts } };
  }
}
