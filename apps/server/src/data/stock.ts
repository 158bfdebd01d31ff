// Stock taken by delivered repairs (packages/domain/src/catalogue/stock.ts decides how much): inside
// a repair's write, the stock items' quantities move by the difference between what the repair
// should have taken and what it is recorded as having taken, and the record follows.
import { nextLastUpdate, stockTakenBy, stockToMove, type TRepair } from '@rueda/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { services, stockTaken } from '../db/schema.ts';

/**
 * After a write to a repair (in its transaction): `repair` as saved, or null once deleted. A stock
 * item may go below zero (sold before it was counted); the catalogue shows it with a warning.
 * Returns whether any quantity moved.
 */
export async function syncRepairStock(
  tx: Executor,
  workshopId: string,
  repairId: string,
  repair: TRepair | null,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .select({ itemId: stockTaken.itemId, quantity: stockTaken.quantity })
    .from(stockTaken)
    .where(and(eq(stockTaken.workshopId, workshopId), eq(stockTaken.repairId, repairId)));
  const recorded = new Map(rows.map((row) => [row.itemId, row.quantity]));
  const wanted = stockTakenBy(repair);
  const moves = stockToMove(wanted, recorded);
  if (moves.size === 0) return false;
  for (const [itemId, delta] of moves) {
    const [item] = await tx
      .select({ lastUpdate: services.lastUpdate })
      .from(services)
      .where(and(eq(services.workshopId, workshopId), eq(services.kind, 'stockItems'), eq(services.id, itemId)))
      .for('update');
    // An item the catalogue no longer has (a line from an import) has no stock to move.
    if (!item) continue;
    await tx
      .update(services)
      .set({
        doc: sql`jsonb_set(${services.doc}, '{quantity}', to_jsonb(coalesce((${services.doc}->>'quantity')::int, 0) - ${delta}::int))`,
        lastUpdate: new Date(nextLastUpdate(item.lastUpdate.toISOString(), now)),
      })
      .where(and(eq(services.workshopId, workshopId), eq(services.id, itemId)));
  }
  await tx.delete(stockTaken).where(and(eq(stockTaken.workshopId, workshopId), eq(stockTaken.repairId, repairId)));
  if (wanted.size > 0) {
    await tx.insert(stockTaken).values([...wanted].map(([itemId, quantity]) => ({ workshopId, repairId, itemId, quantity, takenAt: now })));
  }
  return true;
}

/** docs/product.md §31.2: a part ordered as a stock item arrived; its quantity comes into the catalogue's stock. */
export async function receiveStock(tx: Executor, workshopId: string, itemId: string, quantity: number, now: Date): Promise<boolean> {
  const [item] = await tx
    .select({ lastUpdate: services.lastUpdate })
    .from(services)
    .where(and(eq(services.workshopId, workshopId), eq(services.kind, 'stockItems'), eq(services.id, itemId)))
    .for('update');
  if (!item) return false;
  await tx
    .update(services)
    .set({
      doc: sql`jsonb_set(${services.doc}, '{quantity}', to_jsonb(coalesce((${services.doc}->>'quantity')::int, 0) + ${quantity}::int))`,
      lastUpdate: new Date(nextLastUpdate(item.lastUpdate.toISOString(), now)),
    })
    .where(and(eq(services.workshopId, workshopId), eq(services.id, itemId)));
  return true;
}
