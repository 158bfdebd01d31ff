// Stock taken by repairs (docs/product.md §3 stock items): a delivered repair takes the stock items
// on it from stock, once; when it leaves `delivered`, or a line is removed or changed, the
// difference goes back. What was taken is recorded per repair and item, so every write moves only
// the difference between what the repair should have taken and what it has.
import type { TRepair } from '../repairs/repair.ts';

/** Item id → quantity. */
export type StockQuantities = ReadonlyMap<string, number>;

/** What a repair should have taken from stock: its stock lines once delivered, nothing before (or once deleted). */
export function stockTakenBy(repair: Pick<TRepair, 'status' | 'form'> | null): StockQuantities {
  const taken = new Map<string, number>();
  if (repair?.status !== 'delivered') return taken;
  for (const line of repair.form.services.stockItems) taken.set(line.id, (taken.get(line.id) ?? 0) + line.quantity);
  return taken;
}

/** How much more of each item to take (negative: to give back) to go from `recorded` to `wanted`; zeros left out. */
export function stockToMove(wanted: StockQuantities, recorded: StockQuantities): Map<string, number> {
  const moves = new Map<string, number>();
  for (const id of new Set([...wanted.keys(), ...recorded.keys()])) {
    const delta = (wanted.get(id) ?? 0) - (recorded.get(id) ?? 0);
    if (delta !== 0) moves.set(id, delta);
  }
  return moves;
}
