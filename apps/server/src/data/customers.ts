// Customers and their bikes (docs/product.md §11 and §12): reading, creating, and the search text every write keeps current.
// Changes, merges and deletions are in customer-writes.ts and bike-writes.ts.
import { randomUUID } from 'node:crypto';
import {
  bikeModelOptionOf,
  bikeOptionOf,
  customerSearchText,
  FunctionError,
  type TBike,
  type TBikeFields,
  type TCustomer,
  type TCustomerFields,
} from '@rueda/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { bikes, customers } from '../db/schema.ts';

type CustomerRow = typeof customers.$inferSelect;
/** What a customer's answer is made of: their row but for what only the server reads. */
export type CustomerColumns = Omit<CustomerRow, 'workshopId' | 'searchText' | 'lastVisit' | 'bikeCount' | 'changeSeq'>;
type BikeRow = typeof bikes.$inferSelect;

/** A new customer: what the repair intake types at the least, the rest defaulted. */
export type CustomerFields = Pick<TCustomerFields, 'name' | 'surname' | 'phone' | 'email' | 'address' | 'dni'> & Partial<TCustomerFields>;
/** A new bike: what the repair intake types at the least, the rest defaulted. */
export type BikeFields = Pick<TBikeFields, 'manufacturer' | 'model' | 'color' | 'year' | 'type'> & Partial<TBikeFields>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function customerOf(row: CustomerColumns): TCustomer {
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

/** docs/product.md §12.1: the stored option; a row written before values were stored is resolved against the list as it is read. */
function manufacturerOf(row: Pick<BikeRow, 'manufacturer' | 'manufacturerValue'>) {
  if (row.manufacturer === '') return null;
  return row.manufacturerValue === '' ? bikeOptionOf(row.manufacturer) : { value: row.manufacturerValue, label: row.manufacturer };
}

/** A bike's columns for a write: the typed manufacturer and model resolved to their options (docs/product.md §12.1). */
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
