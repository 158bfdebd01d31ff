// docs/product.md §30.1: the merges of customers (docs/decisions/018 deletes the merged one), kept so that a change
// queued on a device before a merge, naming the merged customer, is told which customer was kept.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { customerMerges } from '../db/schema.ts';

/** A merge, in the merge's own transaction (an id merged before, brought back by an import, keeps its latest merge). */
export async function recordMerge(tx: Executor, workshopId: string, mergedId: string, keptId: string, now: Date): Promise<void> {
  await tx
    .insert(customerMerges)
    .values({ workshopId, mergedId, keptId, at: now })
    .onConflictDoUpdate({ target: [customerMerges.workshopId, customerMerges.mergedId], set: { keptId, at: now } });
}

/** Merges followed at most: a chain is one merge per customer, and no chain of real merges is this long. */
const MAX_CHAIN = 100;

/**
 * The customer that exists now and that `customerId` was merged into, following later merges of the kept customer;
 * null when it was never merged, or when the chain ends at a customer deleted since (then it is simply gone).
 */
export async function keptCustomerOf(tx: Executor, workshopId: string, customerId: string): Promise<string | null> {
  const result = await tx.execute<{ kept_id: string }>(sql`
    with recursive chain (kept_id, depth) as (
      select kept_id, 1 from ${customerMerges} where workshop_id = ${workshopId} and merged_id = ${customerId}
      union all
      select m.kept_id, chain.depth + 1
      from chain join ${customerMerges} m on m.workshop_id = ${workshopId} and m.merged_id = chain.kept_id
      where chain.depth < ${MAX_CHAIN}
    )
    select chain.kept_id from chain
    join customers c on c.workshop_id = ${workshopId} and c.id = chain.kept_id
    order by chain.depth desc
    limit 1`);
  return result.rows[0]?.kept_id ?? null;
}
