// A customer's page and what changes a customer (docs/product.md §11.2 to §11.4): edits, deletion and merging. Every id
// is looked up in the caller's workshop first; another workshop's is not-found, and nothing is written.
import {
  checkNotStale,
  FunctionError,
  hasNameOrPhone,
  invalidField,
  mergeCustomerFields,
  nextLastUpdate,
  type TCustomer,
  type TCustomerChanges,
  type TCustomersGetOutput,
} from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { bikes, customers } from '../db/schema.ts';
import { recordMerge } from './customer-merges.ts';
import { countCustomerRepairs, customerRepairs, moveCustomerRepairs } from './customer-repairs.ts';
import { customerColumns, listBikes, refreshCustomerSearch, requireCustomer } from './customers.ts';

/** customersGet: the customer, their bikes and repairs newest first, what they spent and when they last came. */
export async function getCustomerPage(db: Db, workshopId: string, id: string, now: Date): Promise<TCustomersGetOutput> {
  const customer = await requireCustomer(db, workshopId, id);
  const repairs = await customerRepairs(db, workshopId, id, now);
  return {
    customer,
    bikes: await listBikes(db, workshopId, id),
    repairs,
    // What the customer paid for: the work they took home (delivered), not quotes still open.
    totalSpent: repairs.filter((repair) => repair.status === 'delivered').reduce((sum, repair) => sum + repair.total, 0),
    lastVisit: repairs[0]?.created ?? null,
  };
}

async function saveCustomer(
  tx: Executor,
  workshopId: string,
  id: string,
  changes: TCustomerChanges,
  lastUpdate: string,
): Promise<TCustomer> {
  await tx
    .update(customers)
    .set({ ...customerColumns(changes), lastUpdate: new Date(lastUpdate) })
    .where(and(eq(customers.workshopId, workshopId), eq(customers.id, id)));
  await refreshCustomerSearch(tx, workshopId, id);
  return requireCustomer(tx, workshopId, id);
}

/** customersUpdate: the changed fields, refused with `aborted` when the editor saw an older version. */
export async function updateCustomer(
  db: Db,
  workshopId: string,
  input: { id: string; expectedLastUpdate: string; changes: TCustomerChanges },
  now: Date,
): Promise<TCustomer> {
  return db.transaction(async (tx) => {
    const current = await requireCustomer(tx, workshopId, input.id, { lock: true });
    checkNotStale(current, input.expectedLastUpdate, 'customer');
    if (!hasNameOrPhone({ ...current, ...input.changes })) throw invalidField('changes.name', 'A customer needs a name or a phone.');
    return saveCustomer(tx, workshopId, input.id, input.changes, nextLastUpdate(current.lastUpdate, now));
  });
}

/** customersDelete: a customer with repairs stays (their history would lose its customer); their bikes go with them. */
export async function deleteCustomer(db: Db, workshopId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCustomer(tx, workshopId, id, { lock: true });
    const repairCount = await countCustomerRepairs(tx, workshopId, id);
    if (repairCount > 0) {
      throw new FunctionError('failed-precondition', 'This customer has repairs; merge them into another customer instead.', {
        reason: 'has-repairs',
        repairs: repairCount,
      });
    }
    await tx.delete(customers).where(and(eq(customers.workshopId, workshopId), eq(customers.id, id)));
  });
}

/**
 * customersMerge, in one transaction: `mergeId`'s bikes and repairs go to `keepId`, which takes every
 * field it lacks from `mergeId`; then `mergeId` goes, and the merge is recorded. Both are locked in id order, so two merges of the
 * same pair cannot deadlock.
 */
export async function mergeCustomers(
  db: Db,
  workshopId: string,
  input: { keepId: string; mergeId: string },
  now: Date,
): Promise<TCustomer> {
  return db.transaction(async (tx) => {
    const fieldOf = new Map([
      [input.keepId, 'keepId'],
      [input.mergeId, 'mergeId'],
    ]);
    const locked = new Map<string, TCustomer>();
    for (const id of [input.keepId, input.mergeId].sort()) {
      locked.set(id, await requireCustomer(tx, workshopId, id, { lock: true, field: fieldOf.get(id) }));
    }
    const keep = locked.get(input.keepId)!;
    const merge = locked.get(input.mergeId)!;
    await tx
      .update(bikes)
      .set({ customerId: keep.id, lastUpdate: now })
      .where(and(eq(bikes.workshopId, workshopId), eq(bikes.customerId, merge.id)));
    const kept = await saveCustomer(tx, workshopId, keep.id, mergeCustomerFields(keep, merge), nextLastUpdate(keep.lastUpdate, now));
    await moveCustomerRepairs(tx, workshopId, merge.id, kept, now);
    await tx.delete(customers).where(and(eq(customers.workshopId, workshopId), eq(customers.id, merge.id)));
    // docs/product.md §30.1: an intake queued before the merge that names the merged customer is told where they went.
    await recordMerge(tx, workshopId, merge.id, keep.id, now);
    return kept;
  });
}
