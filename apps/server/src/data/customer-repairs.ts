// A customer's and a bike's repairs. A repair names its customer and bike inside its document
// (docs/product.md §3: customer{…, id}, bike{owner_uid}, state.bike{id}), with a copy of the customer's
// fields; these queries read those references (indexed: repairs_workshop_customer_idx, _bike_idx).
import {
  nextLastUpdate,
  REPAIR_VERSION,
  repairCustomerOf,
  withDerivedFields,
  type TBikeRepair,
  type TCustomer,
  type TCustomerRepair,
  type TRepair,
} from '@rueda/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { repairs } from '../db/schema.ts';
import { columnsOf, readRow } from './repairs.ts';

const customerIdOf = sql`(${repairs.doc} -> 'customer' ->> 'id')`;
const bikeIdOf = sql`(${repairs.doc} -> 'state' -> 'bike' ->> 'id')`;

/** The repairs a reference names, newest first, converted (docs/architecture.md §9). */
async function documentsWhere(db: Executor, workshopId: string, reference: SQL, now: Date): Promise<TRepair[]> {
  const rows = await db
    .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), reference))
    .orderBy(sql`${repairs.created} desc`, repairs.id);
  return rows.map((row) => readRow(row, now));
}

/** The repairs a reference names, newest first, as history lines with who brought the bike in. */
async function repairsWhere(db: Executor, workshopId: string, reference: SQL, now: Date): Promise<TBikeRepair[]> {
  return (await documentsWhere(db, workshopId, reference, now)).map((repair) => {
    const bike = repair.state.bike as { id?: unknown } | undefined;
    return {
      id: repair.id,
      status: repair.status,
      payment: repair.payment,
      created: repair.created,
      total: repair.totalPrice,
      bikeId: typeof bike?.id === 'string' ? bike.id : null,
      customerId: repair.customer.id,
      customerName: repair.form.fullName,
    };
  });
}

/** The customer's repairs, newest first. */
export async function customerRepairs(db: Executor, workshopId: string, customerId: string, now: Date): Promise<TCustomerRepair[]> {
  const found = await repairsWhere(db, workshopId, sql`${customerIdOf} = ${customerId}`, now);
  return found.map(({ customerId: _customerId, customerName: _customerName, ...repair }) => repair);
}

/**
 * The bike's repairs, newest first (docs/product.md §12.1: its history). A repair names the bike by id
 * (state.bike.id, indexed), so the ones made for a previous owner stay in it after a transfer.
 */
export async function bikeRepairs(db: Executor, workshopId: string, bikeId: string, now: Date): Promise<TBikeRepair[]> {
  return repairsWhere(db, workshopId, sql`${bikeIdOf} = ${bikeId}`, now);
}

/** The bike's repairs as whole documents, newest first: its history with lines and dates (docs/product.md §31.3). */
export async function bikeRepairDocuments(db: Executor, workshopId: string, bikeId: string, now: Date): Promise<TRepair[]> {
  return documentsWhere(db, workshopId, sql`${bikeIdOf} = ${bikeId}`, now);
}

export async function countCustomerRepairs(db: Executor, workshopId: string, customerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), sql`${customerIdOf} = ${customerId}`));
  return row?.count ?? 0;
}

export async function countBikeRepairs(db: Executor, workshopId: string, bikeId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), sql`${bikeIdOf} = ${bikeId}`));
  return row?.count ?? 0;
}

/**
 * Moves `fromId`'s repairs to `to` (customersMerge): the reference, the bike's owner and the repair's copy
 * of its customer all become the kept customer's, and lastUpdate moves, so a page open on the old copy
 * reloads rather than writing it back (docs/product.md §4). Answers how many moved.
 */
export async function moveCustomerRepairs(tx: Executor, workshopId: string, fromId: string, to: TCustomer, now: Date): Promise<number> {
  const rows = await tx
    .select({ id: repairs.id, doc: repairs.doc, storedVersion: repairs.storedVersion })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), sql`${customerIdOf} = ${fromId}`))
    .for('update');
  for (const row of rows) {
    const repair = readRow(row, now);
    const copy = repairCustomerOf(to);
    const next = withDerivedFields({
      ...repair,
      customer: copy.customer,
      form: { ...repair.form, phone: copy.phone, fullName: copy.fullName },
      bike: { ...repair.bike, owner_uid: to.id },
      lastUpdate: nextLastUpdate(repair.lastUpdate, now),
    });
    await tx
      .update(repairs)
      .set({ doc: next, storedVersion: REPAIR_VERSION, ...columnsOf(next) })
      .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, row.id)));
  }
  return rows.length;
}
