// Customer alerts (docs/product.md §14, docs/decisions/022-customer-alerts.md): the rules' inputs gathered by
// SQL (repairs' documents, bikes, suspension units), the open alerts (those whose key no handling
// records), and the handling itself. The rules are the domain's (packages/domain/src/alerts/).
import {
  alertRepairFactsOf,
  customerAlerts,
  FunctionError,
  readRepairStatus,
  suspensionDueSince,
  suspensionServiceState,
  type SuspensionServiceKind,
  REPAIR_VERSION,
  type Alert,
  type AlertBike,
  type AlertOutcome,
  type AlertRepairFacts,
  type SuspensionDue,
  type TAlertHandled,
  type TAlertItem,
} from '@rueda/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { alertHandles, bikes, customers, repairs, suspensionServices, suspensionUnits } from '../db/schema.ts';
import { readRow } from './repairs.ts';
import { unitOf } from './suspensions.ts';

const bikeIdOf = sql<string | null>`(${repairs.doc} -> 'state' -> 'bike' ->> 'id')`;
/** The repairs the rules read: finished ones (not collected?) and every repair of a bike (its services). */
const concerned = sql`(${repairs.status} = 'finished' or ${bikeIdOf} is not null)`;

interface RepairContact {
  name: string;
  phone: string;
}

interface Gathered {
  repairs: AlertRepairFacts[];
  bikes: AlertBike[];
  suspensions: SuspensionDue[];
  /** The customer copy of each repair, for a repair that names no customer. */
  repairContacts: Map<string, RepairContact>;
}

const textOr = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** The facts of the workshop's repairs: stored version 4 read in SQL, older documents converted. */
async function repairFacts(
  db: Executor,
  workshopId: string,
  now: Date,
): Promise<{ facts: AlertRepairFacts[]; contacts: Map<string, RepairContact> }> {
  // Each document is read once (docs/decisions/069): every `doc -> …` of a select decompresses the stored
  // document again, a dozen times a repair; a copy made once in a fenced subquery (OFFSET 0, which drizzle
  // leaves out when given 0) is read from memory. In a workshop of 100,000 repairs the statement took 11 s,
  // and 3.5 s so.
  const copies = db
    .select({ id: repairs.id, status: repairs.status, created: repairs.created, doc: sql`${repairs.doc} || '{}'::jsonb`.as('doc') })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.storedVersion, REPAIR_VERSION)));
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
  const facts: AlertRepairFacts[] = [];
  const contacts = new Map<string, RepairContact>();
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
  // Documents imported in an older version: converted as every read does (docs/product.md §3).
  const older = await db
    .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), sql`${repairs.storedVersion} <> ${REPAIR_VERSION}`, concerned));
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

/**
 * The workshop's suspension units that are due for service at `now` (the domain's suspensionServiceState,
 * docs/product.md §13.3), with their bike's owner and the day since which each is due.
 */
export async function suspensionUnitsDue(db: Executor, workshopId: string, now: Date): Promise<SuspensionDue[]> {
  const rows = await db
    .select({ unit: suspensionUnits, customerId: bikes.customerId })
    .from(suspensionUnits)
    .innerJoin(bikes, and(eq(bikes.workshopId, suspensionUnits.workshopId), eq(bikes.id, suspensionUnits.bikeId)))
    .where(eq(suspensionUnits.workshopId, workshopId));
  if (rows.length === 0) return [];
  const services = await db
    .select({ unitId: suspensionServices.unitId, kind: suspensionServices.kind, date: suspensionServices.date })
    .from(suspensionServices)
    .where(eq(suspensionServices.workshopId, workshopId));
  return rows.flatMap(({ unit: row, customerId }) => {
    const unit = unitOf(row);
    const own = services
      .filter((service) => service.unitId === unit.id)
      .map((service) => ({ kind: service.kind as SuspensionServiceKind, date: service.date.toISOString() }));
    const dueSince = suspensionDueSince(unit, suspensionServiceState(unit, own, now));
    return dueSince === null ? [] : [{ unitId: unit.id, bikeId: unit.bikeId, customerId, position: unit.position, dueSince }];
  });
}

async function gather(db: Executor, workshopId: string, now: Date): Promise<Gathered> {
  const { facts, contacts } = await repairFacts(db, workshopId, now);
  const bikeRows = await db.select({ id: bikes.id, customerId: bikes.customerId }).from(bikes).where(eq(bikes.workshopId, workshopId));
  return { repairs: facts, bikes: bikeRows, suspensions: await suspensionUnitsDue(db, workshopId, now), repairContacts: contacts };
}

const handledOf = (row: typeof alertHandles.$inferSelect): TAlertHandled => ({
  outcome: row.outcome as AlertOutcome,
  byId: row.byUserId,
  byName: row.byName,
  at: row.handledAt.toISOString(),
});

async function handlesOf(db: Executor, workshopId: string, keys: readonly string[]): Promise<Map<string, TAlertHandled>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(alertHandles)
    .where(and(eq(alertHandles.workshopId, workshopId), inArray(alertHandles.key, [...keys])));
  return new Map(rows.map((row) => [row.key, handledOf(row)]));
}

/** The alerts about one customer that staff handled, oldest first (their GDPR export, docs/product.md §11.5). */
export async function customerAlertHandles(db: Executor, workshopId: string, customerId: string) {
  const rows = await db
    .select()
    .from(alertHandles)
    .where(and(eq(alertHandles.workshopId, workshopId), eq(alertHandles.customerId, customerId)))
    .orderBy(alertHandles.handledAt);
  return rows.map((row) => ({ key: row.key, ...handledOf(row) }));
}

/** The alerts of the workshop's current cycles, each with its handling when it has one. */
async function currentAlerts(db: Executor, workshopId: string, now: Date) {
  const gathered = await gather(db, workshopId, now);
  const alerts = customerAlerts(gathered, now);
  const handles = await handlesOf(
    db,
    workshopId,
    alerts.map((alert) => alert.key),
  );
  return { alerts, handles, gathered };
}

/** How many alerts of the workshop no one has handled. */
export async function countOpenAlerts(db: Executor, workshopId: string, now: Date): Promise<number> {
  const { alerts, handles } = await currentAlerts(db, workshopId, now);
  return alerts.filter((alert) => !handles.has(alert.key)).length;
}

/** alertsList: the open alerts (and, asked, the handled ones of the current cycles) with their customer's name and phone. */
export async function listAlerts(db: Executor, workshopId: string, now: Date, includeHandled: boolean) {
  const { alerts, handles, gathered } = await currentAlerts(db, workshopId, now);
  const open = alerts.filter((alert) => !handles.has(alert.key)).length;
  const shown = includeHandled ? alerts : alerts.filter((alert) => !handles.has(alert.key));
  const customerIds = [...new Set(shown.map((alert) => alert.customerId).filter((id): id is string => id !== null))];
  const bikeIds = [...new Set(shown.map((alert) => alert.bikeId).filter((id): id is string => id !== null))];
  const people =
    customerIds.length === 0
      ? []
      : await db
          .select({ id: customers.id, name: customers.name, surname: customers.surname, phone: customers.phone })
          .from(customers)
          .where(and(eq(customers.workshopId, workshopId), inArray(customers.id, customerIds)));
  const bikeRows =
    bikeIds.length === 0
      ? []
      : await db
          .select({ id: bikes.id, manufacturer: bikes.manufacturer, model: bikes.model })
          .from(bikes)
          .where(and(eq(bikes.workshopId, workshopId), inArray(bikes.id, bikeIds)));
  const personOf = new Map(people.map((person) => [person.id, person]));
  const bikeOf = new Map(bikeRows.map((bike) => [bike.id, bike]));
  const items: TAlertItem[] = shown.map((alert) => {
    const person = alert.customerId ? personOf.get(alert.customerId) : undefined;
    const copy = alert.repairId ? gathered.repairContacts.get(alert.repairId) : undefined;
    const bike = alert.bikeId ? bikeOf.get(alert.bikeId) : undefined;
    return {
      ...alert,
      // A repair naming a customer that is gone still shows the name it was taken under.
      customerId: person ? alert.customerId : null,
      customerName: person ? `${person.name} ${person.surname}`.trim() : (copy?.name ?? ''),
      phone: person ? person.phone : (copy?.phone ?? ''),
      bikeLabel: bike ? `${bike.manufacturer} ${bike.model}`.trim() : '',
      handled: handles.get(alert.key) ?? null,
    };
  });
  return { open, alerts: items };
}

/**
 * docs/product.md §20.3: the workshop's open alert with this key, for its WhatsApp message; not-found (naming `key`)
 * when it is unknown, another workshop's or already handled.
 */
export async function requireOpenAlert(db: Executor, workshopId: string, key: string, now: Date): Promise<Alert> {
  const { alerts, handles } = await currentAlerts(db, workshopId, now);
  const alert = alerts.find((candidate) => candidate.key === key);
  if (!alert || handles.has(alert.key)) {
    const message = 'No open alert has this key.';
    throw new FunctionError('not-found', message, {
      reason: alert ? 'already-handled' : 'unknown',
      fields: [{ field: 'alertKey', message }],
    });
  }
  return alert;
}

/** alertsHandle: records who handled an open alert of the workshop, and how (in the caller's transaction, for a message sent). */
export async function handleAlert(
  db: Executor,
  workshopId: string,
  input: { key: string; outcome: AlertOutcome },
  by: { id: string; name: string },
  now: Date,
): Promise<TAlertHandled> {
  const { alerts, handles } = await currentAlerts(db, workshopId, now);
  const alert: Alert | undefined = alerts.find((candidate) => candidate.key === input.key);
  // Only an open alert of this workshop may be handled: unknown, another workshop's or already handled is not-found.
  const closed = (reason: string, message: string) =>
    new FunctionError('not-found', message, { reason, fields: [{ field: 'key', message }] });
  if (!alert) throw closed('unknown', 'No open alert has this key.');
  if (handles.has(alert.key)) throw closed('already-handled', 'This alert was already handled.');
  const [row] = await db
    .insert(alertHandles)
    .values({
      workshopId,
      key: alert.key,
      customerId: alert.customerId,
      outcome: input.outcome,
      byUserId: by.id,
      byName: by.name,
      handledAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw closed('already-handled', 'This alert was already handled.');
  return { outcome: input.outcome, byId: by.id, byName: by.name, at: now.toISOString() };
}
