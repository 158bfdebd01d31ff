import { bikeHistory } from '../../services/bike-history.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §31.3: a bike's history — its repairs with their lines, mechanics, dates and photos, what it cost per
 * year on the workshop's clock and in all, its suspension units, its open recommendations; not-found for another
 * workshop's bike.
 */
export const bikesHistory = defineFunction('bikesHistory', {
  access: Access.permission('workshop.use'),
  handler: (input, { db, workshopId, clock }) => bikeHistory(db, workshopId, input.id, clock()),
});
