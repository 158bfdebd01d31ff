// What changes a bike (docs/product.md §12.1, §12.2): creating, editing, moving it to another customer, deleting.
// Each write rewrites its customers' search text, so a customer is found by their bikes as they are now.
import { checkNotStale, FunctionError, nextLastUpdate, type TBike, type TBikeChanges, type TBikesGetOutput } from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { bikes } from '../db/schema.ts';
import { bikeRepairs, countBikeRepairs } from './customer-repairs.ts';
import { bikeColumns, createBike, refreshCustomerSearch, requireBike, requireCustomer, type BikeFields } from './customers.ts';

/**
 * Locks a bike after its owner. Every write here locks customers before bikes, as a merge does, so that
 * a merge and a bike write wait for each other instead of deadlocking. A bike that changed owner between
 * the read and the lock is read again.
 */
async function lockBikeAndOwner(tx: Executor, workshopId: string, id: string): Promise<TBike> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const seen = await requireBike(tx, workshopId, id);
    await requireCustomer(tx, workshopId, seen.customerId, { lock: true });
    const bike = await requireBike(tx, workshopId, id, { lock: true });
    if (bike.customerId === seen.customerId) return bike;
  }
  throw movedMeanwhile();
}

const movedMeanwhile = () => new FunctionError('aborted', 'Someone else moved this bike; it has been reloaded.', { reason: 'stale' });

/** bikesGet (docs/product.md §12.1): the bike, its owner now, and every repair of it, a previous owner's too. */
export async function getBikePage(db: Db, workshopId: string, id: string, now: Date): Promise<TBikesGetOutput> {
  const bike = await requireBike(db, workshopId, id);
  const owner = await requireCustomer(db, workshopId, bike.customerId);
  return { bike, owner, repairs: await bikeRepairs(db, workshopId, id, now) };
}

/** bikesCreate: a new bike for one of the workshop's customers. */
export async function addBike(db: Db, workshopId: string, customerId: string, fields: BikeFields, now: Date): Promise<TBike> {
  return db.transaction(async (tx) => {
    await requireCustomer(tx, workshopId, customerId, { lock: true, field: 'customerId' });
    return createBike(tx, workshopId, customerId, fields, now);
  });
}

/** bikesUpdate: the changed fields, refused with `aborted` when the editor saw an older version. */
export async function updateBike(
  db: Db,
  workshopId: string,
  input: { id: string; expectedLastUpdate: string; changes: TBikeChanges },
  now: Date,
): Promise<TBike> {
  return db.transaction(async (tx) => {
    const current = await lockBikeAndOwner(tx, workshopId, input.id);
    checkNotStale(current, input.expectedLastUpdate, 'bike');
    await tx
      .update(bikes)
      .set({ ...bikeColumns(input.changes), lastUpdate: new Date(nextLastUpdate(current.lastUpdate, now)) })
      .where(and(eq(bikes.workshopId, workshopId), eq(bikes.id, input.id)));
    await refreshCustomerSearch(tx, workshopId, current.customerId);
    return requireBike(tx, workshopId, input.id);
  });
}

/**
 * bikesTransfer: the bike goes to another of the workshop's customers (sold, or recorded under the wrong
 * one). Its repairs are left as they were: they name the bike by id, so its history follows it, and
 * they keep the customer who brought it in and paid.
 */
export async function transferBike(db: Db, workshopId: string, input: { bikeId: string; toCustomerId: string }, now: Date): Promise<TBike> {
  return db.transaction(async (tx) => {
    const target = await requireBike(tx, workshopId, input.bikeId, { field: 'bikeId' });
    // Customers first, in id order (the bike's owner and the new one), then the bike.
    const fieldOf = new Map([
      [target.customerId, 'bikeId'],
      [input.toCustomerId, 'toCustomerId'],
    ]);
    for (const customerId of [target.customerId, input.toCustomerId].sort()) {
      await requireCustomer(tx, workshopId, customerId, { lock: true, field: fieldOf.get(customerId) });
    }
    const bike = await requireBike(tx, workshopId, input.bikeId, { lock: true, field: 'bikeId' });
    if (bike.customerId !== target.customerId) throw movedMeanwhile();
    if (bike.customerId === input.toCustomerId) return bike;
    await tx
      .update(bikes)
      .set({ customerId: input.toCustomerId, lastUpdate: new Date(nextLastUpdate(bike.lastUpdate, now)) })
      .where(and(eq(bikes.workshopId, workshopId), eq(bikes.id, bike.id)));
    await refreshCustomerSearch(tx, workshopId, bike.customerId);
    await refreshCustomerSearch(tx, workshopId, input.toCustomerId);
    return requireBike(tx, workshopId, bike.id);
  });
}

/**
 * bikesDelete. A bike with repairs is refused (failed-precondition), as a customer with repairs is: our
 * choice, so that no repair names a bike that is gone; transfer it instead.
 */
export async function deleteBike(db: Db, workshopId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const bike = await lockBikeAndOwner(tx, workshopId, id);
    const repairCount = await countBikeRepairs(tx, workshopId, id);
    if (repairCount > 0) {
      throw new FunctionError('failed-precondition', 'This bike has repairs.', { reason: 'has-repairs', repairs: repairCount });
    }
    await tx.delete(bikes).where(and(eq(bikes.workshopId, workshopId), eq(bikes.id, id)));
    await refreshCustomerSearch(tx, workshopId, bike.customerId);
  });
}
