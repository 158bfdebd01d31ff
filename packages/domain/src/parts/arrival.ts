// docs/product.md §31.2: what a part does to its repair. The repair keeps the count of its parts and of those not in
// (its board card reads it); an arrived part goes on the repair as a line.
import { nextLastUpdate, withDerivedFields } from '../repairs/changes.ts';
import type { TChosenService, TRepair, TRepairPartsCount } from '../repairs/repair.ts';
import { partLineId, type TPart } from './part.ts';

/** The stock item's title and price in the catalogue today, or null when the catalogue no longer has it. */
export type StockItemToday = { title: string; price: number } | null;

/** The repair with its parts' count as now, saved after its last save; unchanged when the count is the same. */
export function repairWithPartsCount(repair: TRepair, count: TRepairPartsCount | undefined, now: Date): TRepair {
  const before = repair.state.parts;
  if (before?.total === count?.total && before?.waiting === count?.waiting) return repair;
  const { parts: _parts, ...state } = repair.state;
  return withDerivedFields({
    ...repair,
    state: count ? { ...state, parts: count } : state,
    lastUpdate: nextLastUpdate(repair.lastUpdate, now),
  });
}

/**
 * The line an arrived part puts on its repair, or null when none: a stock item the repair has a line of already (the
 * part was for it), or one the catalogue no longer has. A stock item comes at the catalogue's price today; a free-text
 * part as a line of its own, at its price (or 0, to be priced on the repair page).
 */
export function lineOfArrivedPart(repair: TRepair, part: TPart, stockItem: StockItemToday): TChosenService | null {
  const stockLines = repair.form.services.stockItems;
  if (part.serviceId === null) {
    const id = partLineId(part.id);
    if (stockLines.some((line) => line.id === id)) return null;
    return { id, title: part.title, price: part.price ?? 0, quantity: part.quantity };
  }
  if (stockItem === null || stockLines.some((line) => line.id === part.serviceId)) return null;
  return { id: part.serviceId, title: stockItem.title, price: stockItem.price, quantity: part.quantity };
}

/** The repair with the arrived part's line (if it takes one) and its parts' count, saved after its last save. */
export function repairWithArrivedPart(
  repair: TRepair,
  part: TPart,
  stockItem: StockItemToday,
  count: TRepairPartsCount | undefined,
  now: Date,
): TRepair {
  const line = lineOfArrivedPart(repair, part, stockItem);
  if (!line) return repairWithPartsCount(repair, count, now);
  const { parts: _parts, ...state } = repair.state;
  const { services } = repair.form;
  return withDerivedFields({
    ...repair,
    form: { ...repair.form, services: { ...services, stockItems: [...services.stockItems, line] } },
    state: count ? { ...state, parts: count } : state,
    lastUpdate: nextLastUpdate(repair.lastUpdate, now),
  });
}
