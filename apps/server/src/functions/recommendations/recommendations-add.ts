import { addRecommendationToRepair } from '../../services/recommendations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/**
 * docs/product.md §31.1: an open recommendation on a repair of its bike, at the catalogue's price today, as any new
 * line (§3); both must be the caller's workshop's.
 */
export const recommendationsAdd = defineFunction('recommendationsAdd', {
  access: Access.permission('repairs.edit'),
  // A delivered repair takes its stock items from the catalogue's stock (data/stock.ts).
  writes: ['repairs', 'catalogue'],
  handler: async (input, context) => {
    const repair = await addRecommendationToRepair(context.db, writerOf(context), context.user.id, input);
    context.alerts.changed(context.workshopId); // docs/product.md §14.3
    return repair;
  },
});
