// Customers and their bikes, as repairs need them (docs/product.md §3).
import { randomUUID } from 'node:crypto';
import { foldText, FunctionError, phoneDigits, type TBike, type TCustomer } from '@rueda/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { bikes, customers } from '../db/schema.ts';
import { everyWordLike } from './search.ts';

type CustomerRow = typeof customers.$inferSelect;
type BikeRow = typeof bikes.$inferSelect;

export interface CustomerFields {
  name: string;
  surname: string;
  phone: string;
  email: string;
  address: string;
  dni: string;
}

export interface BikeFields {
  manufacturer: string;
  model: string;
  color: string;
  year: number | null;
  type: string;
}

/** The text a customer is found by: names, phone (and its digits), email and id number, folded. */
export function customerSearchText(fields: Pick<CustomerFields, 'name' | 'surname' | 'phone' | 'email' | 'dni'>): string {
  return foldText([fields.name, fields.surname, fields.phone, phoneDigits(fields.phone), fields.email, fields.dni].join(' '));
}

export function customerOf(row: CustomerRow): TCustomer {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    email: row.email,
    address: row.address,
    dni: row.dni,
    created: row.created.toISOString(),
  };
}

export function bikeOf(row: BikeRow): TBike {
  return {
    id: row.id,
    customerId: row.customerId,
    manufacturer: row.manufacturer,
    model: row.model,
    color: row.color,
    year: row.year,
    type: row.type,
    created: row.created.toISOString(),
  };
}

export async function listCustomers(db: Db, workshopId: string, options: { search?: string; limit: number }): Promise<TCustomer[]> {
  const conditions: SQL[] = [eq(customers.workshopId, workshopId), ...everyWordLike(customers.searchText, options.search)];
  const rows = await db
    .select()
    .from(customers)
    .where(and(...conditions))
    .orderBy(desc(customers.created), customers.id)
    .limit(options.limit);
  return rows.map(customerOf);
}

export async function findCustomer(db: Executor, workshopId: string, id: string): Promise<TCustomer | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.workshopId, workshopId), eq(customers.id, id)));
  return row ? customerOf(row) : undefined;
}

/** Refuses with not-found a customer that is not one of the workshop's. */
export async function requireCustomer(db: Executor, workshopId: string, id: string): Promise<TCustomer> {
  const customer = await findCustomer(db, workshopId, id);
  if (!customer) throw new FunctionError('not-found', 'This customer does not exist.');
  return customer;
}

export async function createCustomer(db: Executor, workshopId: string, fields: CustomerFields, now: Date): Promise<TCustomer> {
  const [row] = await db
    .insert(customers)
    .values({ workshopId, id: randomUUID(), ...fields, searchText: customerSearchText(fields), created: now })
    .returning();
  return customerOf(row!);
}

export async function listBikes(db: Db, workshopId: string, customerId: string): Promise<TBike[]> {
  const rows = await db
    .select()
    .from(bikes)
    .where(and(eq(bikes.workshopId, workshopId), eq(bikes.customerId, customerId)))
    .orderBy(desc(bikes.created), bikes.id);
  return rows.map(bikeOf);
}

export async function findBike(db: Executor, workshopId: string, id: string): Promise<TBike | undefined> {
  const [row] = await db
    .select()
    .from(bikes)
    .where(and(eq(bikes.workshopId, workshopId), eq(bikes.id, id)));
  return row ? bikeOf(row) : undefined;
}

export async function createBike(db: Executor, workshopId: string, customerId: string, fields: BikeFields, now: Date): Promise<TBike> {
  const [row] = await db
    .insert(bikes)
    .values({ workshopId, id: randomUUID(), customerId, ...fields, created: now })
    .returning();
  return bikeOf(row!);
}
