// Customer alerts (docs/product.md §14, docs/decisions/022-customer-alerts.md): the rules' inputs gathered by
// SQL (repairs' documents, bikes, suspension units), the open alerts (those whose key no handling
// records), and the handling itself. The rules are the domain's (packages/domain/src/alerts/).
import {
  customerAlerts,
  FunctionError,
  nextAlertChange,
  suspensionDueSince,
  suspensionServiceState,
  type SuspensionServiceKind,
  type Alert,
  type AlertBike,
  type AlertOutcome,
  type AlertRepairFacts,
  type OpenRecommendations,
  type SuspensionDue,
  type TAlertHandled,
  type TAlertItem,
} from '@rueda/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { alertHandles, bikes, customers, suspensionServices, suspensionUnits } from '../db/schema.ts';
import { repairAlertFacts, type RepairContact } from './alert-facts.ts';
import { openRecommendationsByBike } from './recommendations.ts';
import { unitOf } from './suspensions.ts';

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

/** What the rules read of a workshop's repairs and bikes: read here, or kept per workshop (services/cache/alerts-directory.ts). */
export interface AlertRepairInputs {
  repairs: readonly AlertRepairFacts[];
  bikes: readonly AlertBike[];
  /** The customer copy of each repair, for a repair that names no customer. */
  repairContacts: ReadonlyMap<string, RepairContact>;
  /**
   * The alerts last worked out from these inputs, kept with them while time alone changes nothing (the rules over
   * 100,000 repairs take about 300 ms): from the instant they were worked out to the next threshold, with the
   * suspension units and open recommendations they were worked out with.
   */
  worked?: { from: number; until: number; readEachTime: string; alerts: Alert[] };
}

/** Where the alerts' repairs and bikes come from; by default, PostgreSQL on every call. */
export type AlertInputsSource = (workshopId: string, now: Date) => Promise<AlertRepairInputs>;

/** The workshop's bikes and their owners today. */
export async function alertBikes(db: Executor, workshopId: string): Promise<AlertBike[]> {
  return db.select({ id: bikes.id, customerId: bikes.customerId }).from(bikes).where(eq(bikes.workshopId, workshopId));
}

/** The rules' inputs about repairs and bikes, read from PostgreSQL with nothing kept. */
export async function readAlertInputs(db: Executor, workshopId: string, now: Date): Promise<AlertRepairInputs> {
  const { facts, contacts } = await repairAlertFacts(db, workshopId, now);
  return { repairs: facts, bikes: await alertBikes(db, workshopId), repairContacts: contacts };
}

async function gather(db: Executor, workshopId: string, now: Date, source?: AlertInputsSource) {
  // The suspension units are few, and whether one is due moves with the day: read each time; so are the bikes with
  // open recommendations (docs/product.md §31.1).
  const [kept, suspensions, recommendations] = await Promise.all([
    source ? source(workshopId, now) : readAlertInputs(db, workshopId, now),
    suspensionUnitsDue(db, workshopId, now),
    openRecommendationsByBike(db, workshopId),
  ]);
  return { kept, read: { suspensions, recommendations }, repairContacts: kept.repairContacts };
}

const handledOf = (row: typeof alertHandles.$inferSelect): TAlertHandled => ({
  outcome: row.outcome as AlertOutcome,
  byId: row.byUserId,
  byName: row.byName,
  at: row.handledAt.toISOString(),
});

/** Past this many keys, the workshop's handles are read whole rather than named one by one in the statement. */
const HANDLES_BY_KEY_MAX = 500;

async function handlesOf(db: Executor, workshopId: string, keys: readonly string[]): Promise<Map<string, TAlertHandled>> {
  if (keys.length === 0) return new Map();
  const byKey = keys.length <= HANDLES_BY_KEY_MAX;
  const rows = await db
    .select()
    .from(alertHandles)
    .where(and(eq(alertHandles.workshopId, workshopId), byKey ? inArray(alertHandles.key, [...keys]) : undefined));
  const wanted = byKey ? null : new Set(keys);
  return new Map(rows.filter((row) => wanted === null || wanted.has(row.key)).map((row) => [row.key, handledOf(row)]));
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

/** The rules' inputs read at each look: the suspension units due and the bikes with open recommendations. */
interface ReadEachTime {
  suspensions: readonly SuspensionDue[];
  recommendations: readonly OpenRecommendations[];
}

/** customerAlerts at `now`, or the ones kept with the inputs when nothing but time changed since and no threshold passed. */
function alertsAt(kept: AlertRepairInputs, read: ReadEachTime, now: Date, isKept: boolean): Alert[] {
  if (!isKept) return customerAlerts({ ...kept, ...read }, now);
  const instant = now.getTime();
  const units = JSON.stringify(read);
  const worked = kept.worked;
  if (worked && worked.readEachTime === units && worked.from <= instant && instant < worked.until) return worked.alerts;
  const inputs = { ...kept, ...read };
  const alerts = customerAlerts(inputs, now);
  kept.worked = { from: instant, until: nextAlertChange(inputs, now), readEachTime: units, alerts };
  return alerts;
}

/** The alerts of the workshop's current cycles, each with its handling when it has one. */
async function currentAlerts(db: Executor, workshopId: string, now: Date, source?: AlertInputsSource) {
  const gathered = await gather(db, workshopId, now, source);
  const alerts = alertsAt(gathered.kept, gathered.read, now, source !== undefined);
  const handles = await handlesOf(
    db,
    workshopId,
    alerts.map((alert) => alert.key),
  );
  return { alerts, handles, gathered };
}

/** How many alerts of the workshop no one has handled. */
export async function countOpenAlerts(db: Executor, workshopId: string, now: Date, source?: AlertInputsSource): Promise<number> {
  const { alerts, handles } = await currentAlerts(db, workshopId, now, source);
  return alerts.filter((alert) => !handles.has(alert.key)).length;
}

/** alertsList: the open alerts (and, asked, the handled ones of the current cycles) with their customer's name and phone. */
export async function listAlerts(db: Executor, workshopId: string, now: Date, includeHandled: boolean, source?: AlertInputsSource) {
  const { alerts, handles, gathered } = await currentAlerts(db, workshopId, now, source);
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
          .where(and(eq(customers.workshopId, workshopId), sql`${customers.id} = any(${sql.param(customerIds)})`));
  const bikeRows =
    bikeIds.length === 0
      ? []
      : await db
          .select({ id: bikes.id, manufacturer: bikes.manufacturer, model: bikes.model })
          .from(bikes)
          .where(and(eq(bikes.workshopId, workshopId), sql`${bikes.id} = any(${sql.param(bikeIds)})`));
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
export async function requireOpenAlert(
  db: Executor,
  workshopId: string,
  key: string,
  now: Date,
  source?: AlertInputsSource,
): Promise<Alert> {
  const { alerts, handles } = await currentAlerts(db, workshopId, now, source);
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
  source?: AlertInputsSource,
): Promise<TAlertHandled> {
  const { alerts, handles } = await currentAlerts(db, workshopId, now, source);
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
