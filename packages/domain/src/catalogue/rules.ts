// The catalogue's rules beyond each field's own bounds (docs/product.md §3).
import { invalidField } from '../errors.ts';
import type { ServiceKind, TMaintenance, TServiceFields, TStockItem } from './catalogue.ts';

/**
 * A maintenance's price range reads "from price_from" (to price_to): the bottom may not be above
 * the top. Checked on the whole item, after a change is merged into it.
 */
export function checkServiceFields<K extends ServiceKind>(kind: K, fields: TServiceFields<K>, fieldPrefix = 'service'): void {
  if (kind !== 'maintenances') return;
  const { price_from: from, price_to: to } = fields as TServiceFields<'maintenances'>;
  if (from !== null && to !== null && from > to) {
    throw invalidField(`${fieldPrefix}.price_from`, 'The lowest price may not be above the highest.');
  }
}

/** A maintenance shown with a price range: "desde 25,00 €" (its `price_from`, else its price). */
export function hasPriceRange(maintenance: Pick<TMaintenance, 'price_from' | 'price_to'>): boolean {
  return maintenance.price_from !== null || maintenance.price_to !== null;
}

/** Under its minimum: marked in the catalogue and counted as low stock (an item at zero with a minimum of zero is not). */
export function isLowStock(item: Pick<TStockItem, 'quantity' | 'minQuantity' | 'archived'>): boolean {
  return !item.archived && item.quantity < item.minQuantity;
}

/** How many of these stock items are low. */
export function lowStockCount(items: readonly Pick<TStockItem, 'quantity' | 'minQuantity' | 'archived'>[]): number {
  return items.filter(isLowStock).length;
}
