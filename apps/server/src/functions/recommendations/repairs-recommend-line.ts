import { recommendLine } from '../../services/recommendations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/** docs/product.md §31.1: a line off the caller's workshop's repair, kept on its bike as recommended, not done. */
export const repairsRecommendLine = defineFunction('repairsRecommendLine', {
  access: Access.permission('repairs.edit'),
  // A delivered repair gives its stock back for the line it loses (data/stock.ts).
  writes: ['repairs', 'catalogue'],
  handler: async (input, context) => {
    const repair = await recommendLine(context.db, writerOf(context), context.user.id, input);
    context.alerts.changed(context.workshopId); // docs/product.md §14.3
    return repair;
  },
});
