// Customers and their bikes (issue 12): reading, creating, and the search text every write keeps current.
// Changes, merges and deletions are in customer-writes.ts and bike-writes.ts.
import { randomUUID } from 'node:crypto';
import {
  bikeModelOptionOf,
  bikeOptionOf,
  customerSearchText,
  customerSearchWordsOf,
  FunctionError,
  type TBike,
  type TBikeFields,
  type TCustomer,
  type TCustomerListItem,
  type TCustomerFields,
} from '@rueda/domain';
import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { bikes, customers, repairs } from '../db/schema.ts';
import { likeEscape } from './search.ts';

type CustomerRow = typeof customers.$inferSelect;
type BikeRow = typeof bikes.$inferSelect;

/** A new customer: what the repair intake types at the least, the rest defaulted. */
export type CustomerFields = Pick<TCustomerFields, 'name' | 'surname' | 'phone' | 'email' | 'address' | 'dni'> & Partial<TCustomerFields>;
/** A new bike: what the repair intake types at the least, the rest defaulted. */
export type BikeFields = Pick<TBikeFields, 'manufacturer' | 'model' | 'color' | 'year' | 'type'> & Partial<TBikeFields>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function customerOf(row: CustomerRow): TCustomer {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    email: row.email,
    address: row.address,
    dni: row.dni,
    language: row.language === 'pt' ? 'pt' : 'es',
    notes: row.notes,
    whatsappConsentAt: iso(row.whatsappConsentAt),
    emailConsentAt: iso(row.emailConsentAt),
    created: row.created.toISOString(),
    lastUpdate: row.lastUpdate.toISOString(),
  };
}

export function bikeOf(row: BikeRow): TBike {
  return {
    id: row.id,
    customerId: row.customerId,
    manufacturer: manufacturerOf(row),
    model: bikeModelOptionOf(row.model),
    color: row.color,
    year: row.year,
    type: row.type,
    frameNumber: row.frameNumber,
    notes: row.notes,
    created: row.created.toISOString(),
    lastUpdate: row.lastUpdate.toISOString(),
  };
}

/** Issue 12 point 4: the stored option; a row written before values were stored is resolved against the list as it is read. */
function manufacturerOf(row: Pick<BikeRow, 'manufacturer' | 'manufacturerValue'>) {
  if (row.manufacturer === '') return null;
  return row.manufacturerValue === '' ? bikeOptionOf(row.manufacturer) : { value: row.manufacturerValue, label: row.manufacturer };
}

/** A bike's columns for a write: the typed manufacturer and model resolved to their options (issue 12 point 4). */
export function bikeColumns<T extends { manufacturer?: string; model?: string }>(fields: T) {
  const { manufacturer, model, ...rest } = fields;
  const option = manufacturer === undefined ? undefined : bikeOptionOf(manufacturer);
  return {
    ...rest,
    ...(option !== undefined ? { manufacturer: option?.label ?? '', manufacturerValue: option?.value ?? '' } : {}),
    ...(model !== undefined ? { model: bikeModelOptionOf(model)?.label ?? '' } : {}),
  };
}

/** The customer's columns for a write: consents as dates. */
export function customerColumns(fields: Partial<TCustomerFields>) {
  const { whatsappConsentAt, emailConsentAt, ...rest } = fields;
  return {
    ...rest,
    ...(whatsappConsentAt !== undefined ? { whatsappConsentAt: whatsappConsentAt === null ? null : new Date(whatsappConsentAt) } : {}),
    ...(emailConsentAt !== undefined ? { emailConsentAt: emailConsentAt === null ? null : new Date(emailConsentAt) } : {}),
  };
}

/** Issue 12 point 1: every word of the query (a phone-like one as its digits) is in the customer's search text. */
// The outer customer is named in full: drizzle leaves a one-table select's columns unqualified, which
// inside these subqueries would name the repair's or the bike's own columns.
const outerWorkshopId = sql.raw('"customers"."workshop_id"');
const outerId = sql.raw('"customers"."id"');
/** When the customer's newest repair was created (the repairs' customer reference is indexed). */
const lastVisitOf = sql<
  Date | string | null
>`(select max(${repairs.created}) from ${repairs} where ${repairs.workshopId} = ${outerWorkshopId} and (${repairs.doc} -> 'customer' ->> 'id') = ${outerId})`;
const bikeCountOf = sql<number>`(select count(*)::int from ${bikes} where ${bikes.workshopId} = ${outerWorkshopId} and ${bikes.customerId} = ${outerId})`;

/** The customers found, most recently seen first, then the newest: one page of them. */
export async function listCustomers(
  db: Db,
  workshopId: string,
  options: { search?: string; limit: number; offset: number },
): Promise<TCustomerListItem[]> {
  const words = customerSearchWordsOf(options.search ?? '');
  const conditions: SQL[] = [
    eq(customers.workshopId, workshopId),
    ...words.map((word) => like(customers.searchText, `%${likeEscape(word)}%`)),
  ];
  const rows = await db
    .select({ customer: customers, lastVisit: lastVisitOf, bikeCount: bikeCountOf })
    .from(customers)
    .where(and(...conditions))
    .orderBy(sql`${lastVisitOf} desc nulls last`, desc(customers.created), customers.id)
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => ({
    ...customerOf(row.customer),
    lastVisit: row.lastVisit === null ? null : new Date(row.lastVisit).toISOString(),
    bikeCount: Number(row.bikeCount),
  }));
}

export async function findCustomer(db: Executor, workshopId: string, id: string, lock = false): Promise<TCustomer | undefined> {
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.workshopId, workshopId), eq(customers.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? customerOf(row) : undefined;
}

/**
 * Refuses with not-found a customer that is not one of the workshop's: another workshop's id is
 * answered as one that does not exist, so a caller learns nothing of it. `field` names the payload's field.
 */
export async function requireCustomer(db: Executor, workshopId: string, id: string, options: { lock?: boolean; field?: string } = {}) {
  const customer = await findCustomer(db, workshopId, id, options.lock);
  if (!customer) {
    throw new FunctionError('not-found', 'This customer does not exist.', {
      fields: [{ field: options.field ?? 'id', message: 'Unknown customer.' }],
    });
  }
  return customer;
}

/** Writes the customer's search text from their fields and their bikes' (after any write to either). */
export async function refreshCustomerSearch(tx: Executor, workshopId: string, customerId: string): Promise<void> {
  const customer = await findCustomer(tx, workshopId, customerId);
  if (!customer) return;
  const theirBikes = await listBikes(tx, workshopId, customerId);
  await tx
    .update(customers)
    .set({ searchText: customerSearchText(customer, theirBikes) })
    .where(and(eq(customers.workshopId, workshopId), eq(customers.id, customerId)));
}

export async function createCustomer(db: Executor, workshopId: string, fields: CustomerFields, now: Date): Promise<TCustomer> {
  const [row] = await db
    .insert(customers)
    .values({
      workshopId,
      id: randomUUID(),
      ...customerColumns(fields),
      searchText: customerSearchText(fields, []),
      created: now,
      lastUpdate: now,
    })
    .returning();
  return customerOf(row!);
}

export async function listBikes(db: Executor, workshopId: string, customerId: string): Promise<TBike[]> {
  const rows = await db
    .select()
    .from(bikes)
    .where(and(eq(bikes.workshopId, workshopId), eq(bikes.customerId, customerId)))
    .orderBy(desc(bikes.created), bikes.id);
  return rows.map(bikeOf);
}

export async function findBike(db: Executor, workshopId: string, id: string, lock = false): Promise<TBike | undefined> {
  const query = db
    .select()
    .from(bikes)
    .where(and(eq(bikes.workshopId, workshopId), eq(bikes.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ? bikeOf(row) : undefined;
}

/** Refuses with not-found a bike that is not one of the workshop's, as requireCustomer. */
export async function requireBike(db: Executor, workshopId: string, id: string, options: { lock?: boolean; field?: string } = {}) {
  const bike = await findBike(db, workshopId, id, options.lock);
  if (!bike) {
    throw new FunctionError('not-found', 'This bike does not exist.', {
      fields: [{ field: options.field ?? 'id', message: 'Unknown bike.' }],
    });
  }
  return bike;
}

/** A new bike for the customer, who is then found by it too. */
export async function createBike(db: Executor, workshopId: string, customerId: string, fields: BikeFields, now: Date): Promise<TBike> {
  const [row] = await db
    .insert(bikes)
    .values({ workshopId, id: randomUUID(), customerId, ...bikeColumns(fields), created: now, lastUpdate: now })
    .returning();
  await refreshCustomerSearch(db, workshopId, customerId);
  return bikeOf(row!);
}
