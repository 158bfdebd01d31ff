// What the customer alerts' rules read of a workshop's repairs (docs/product.md §14.1, decision 022), and each
// repair's row version so that a kept copy (services/cache/alerts-directory.ts, docs/decisions/069) reads again
// only the repairs written since.
import { alertRepairFactsOf, readRepairStatus, REPAIR_VERSION, type AlertRepairFacts } from '@rueda/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { readRow } from './repairs.ts';

/** A repair's customer as the repair has it: shown for an alert whose repair names no customer. */
export interface RepairContact {
  name: string;
  phone: string;
}

/** The facts of the repairs the rules read: finished ones (not collected?) and every repair of a bike (its services). */
export interface RepairAlertFacts {
  facts: AlertRepairFacts[];
  contacts: Map<string, RepairContact>;
}

const bikeIdOf = sql<string | null>`(${repairs.doc} -> 'state' -> 'bike' ->> 'id')`;
const concerned = sql`(${repairs.status} = 'finished' or ${bikeIdOf} is not null)`;
const textOr = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/**
 * Each of the workshop's repairs with its row's version: PostgreSQL's xmin, which every update of the row
 * moves, read without the documents (100,000 repairs: about 250 ms, against 3.5 s for their facts).
 */
export async function repairRowVersions(db: Db, workshopId: string): Promise<Map<string, string>> {
  const { rows } = await db.$client.query<[string, string]>({
    name: 'alert_repair_versions',
    text: 'select id, xmin::text from repairs where workshop_id = $1',
    values: [workshopId],
    rowMode: 'array',
  });
  return new Map(rows);
}

/**
 * The facts of the workshop's repairs the rules read (of `ids` only, when given): stored version 4 read in SQL,
 * older documents converted as every read does (docs/product.md §3).
 */
export async function repairAlertFacts(db: Executor, workshopId: string, now: Date, ids?: readonly string[]): Promise<RepairAlertFacts> {
  const facts: AlertRepairFacts[] = [];
  const contacts = new Map<string, RepairContact>();
  if (ids && ids.length === 0) return { facts, contacts };
  const only: SQL | undefined = ids ? inArray(repairs.id, [...ids]) : undefined;
  // Each document is read once (docs/decisions/069): every `doc -> …` of a select decompresses the stored
  // document again, a dozen times a repair; a copy made once in a fenced subquery (OFFSET 0, which drizzle
  // leaves out when given 0) is read from memory. In a workshop of 100,000 repairs the statement took 11 s,
  // and 3.5 s so.
  const copies = db
    .select({ id: repairs.id, status: repairs.status, created: repairs.created, doc: sql`${repairs.doc} || '{}'::jsonb`.as('doc') })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.storedVersion, REPAIR_VERSION), only));
  const doc = sql.raw('read_once.doc');
  const current = await db
    .select({
      id: sql<string>`read_once.id`,
      status: sql<string>`read_once.status`,
      created: sql<Date>`read_once.created`.mapWith(repairs.created),
      customerId: sql<string | null>`(${doc} -> 'customer' ->> 'id')`,
      bikeId: sql<string | null>`(${doc} -> 'state' -> 'bike' ->> 'id')`,
      entries: sql<unknown>`${doc} -> 'state' -> 'status'`,
      bookingFinished: sql<string | null>`${doc} -> 'state' -> 'booking' ->> 'finishedDate'`,
      deliveryDate: sql<string | null>`${doc} ->> 'deliveryDate'`,
      packs: sql<number>`coalesce(jsonb_array_length(${doc} -> 'form' -> 'services' -> 'packs'), 0)::int`,
      maintenances: sql<number>`coalesce(jsonb_array_length(${doc} -> 'form' -> 'services' -> 'maintenances'), 0)::int`,
      name: sql<string | null>`concat_ws(' ', ${doc} -> 'customer' ->> 'name', ${doc} -> 'customer' ->> 'surname')`,
      phone: sql<string | null>`${doc} -> 'customer' ->> 'phone'`,
    })
    .from(sql`(${copies} offset 0) as read_once`)
    // `concerned`, of the copy.
    .where(sql`(read_once.status = 'finished' or (${doc} -> 'state' -> 'bike' ->> 'id') is not null)`);
  for (const row of current) {
    const status = readRepairStatus(row.status);
    if (!status) continue;
    const entries = Array.isArray(row.entries)
      ? row.entries.map((entry: { status?: unknown; date?: unknown }) => ({ status: textOr(entry?.status), date: textOr(entry?.date) }))
      : [];
    facts.push(
      alertRepairFactsOf({
        id: row.id,
        customerId: row.customerId,
        bikeId: row.bikeId,
        status,
        created: row.created.toISOString(),
        statusEntries: entries.filter((entry) => entry.date !== ''),
        bookingFinishedDate: row.bookingFinished,
        deliveryDate: row.deliveryDate,
        packs: row.packs,
        maintenances: row.maintenances,
      }),
    );
    contacts.set(row.id, { name: (row.name ?? '').trim(), phone: row.phone ?? '' });
  }
  const older = await db
    .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), sql`${repairs.storedVersion} <> ${REPAIR_VERSION}`, concerned, only));
  for (const row of older) {
    const repair = readRow(row, now);
    const bike = repair.state.bike as { id?: unknown } | undefined;
    facts.push(
      alertRepairFactsOf({
        id: repair.id,
        customerId: repair.customer.id,
        bikeId: typeof bike?.id === 'string' ? bike.id : null,
        status: repair.status,
        created: repair.created,
        statusEntries: repair.state.status,
        bookingFinishedDate: repair.state.booking.finishedDate,
        deliveryDate: repair.deliveryDate,
        packs: repair.form.services.packs.length,
        maintenances: repair.form.services.maintenances.length,
      }),
    );
    contacts.set(repair.id, { name: `${repair.customer.name} ${repair.customer.surname}`.trim(), phone: repair.customer.phone });
  }
  return { facts, contacts };
}
