// docs/product.md §29.4: a repair's invoice charges the repair's own lines at their frozen prices, and only
// those the customer did not decline (repairs/declined-lines.ts, the one rule of what a repair charges).
import { isDeclinedLine, repairLinesOf } from '../repairs/declined-lines.ts';
import type { TRepair } from '../repairs/repair.ts';
import type { z } from 'zod';
import type { ZSalesLineInputSchema } from './documents.ts';

/** The sales lines of a repair: each chargeable line's title, quantity and price; a stock item names itself. */
export function salesLinesOfRepair(repair: Pick<TRepair, 'form'>): z.output<typeof ZSalesLineInputSchema>[] {
  return repairLinesOf(repair)
    .filter(({ service }) => !isDeclinedLine(service))
    .map(({ kind, service }) => ({
      description: service.title.trim().slice(0, 200) || '—',
      quantity: service.quantity,
      priceCents: service.price,
      rateBp: null,
      stockItemId: kind === 'stockItems' ? service.id : null,
    }));
}
