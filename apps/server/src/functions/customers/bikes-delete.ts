import { deleteBike } from '../../data/bike-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Deletes a bike without repairs; one with repairs is failed-precondition. Deleting is the leads' (docs/roles.md). */
export const bikesDelete = defineFunction('bikesDelete', {
  access: Access.permission('customers.delete'),
  // The customers list shows them (their fields, bikes and search text).
  writes: ['customers'],
  handler: async (input, { db, workshopId, alerts }) => {
    await deleteBike(db, workshopId, input.id);
    alerts.changed(workshopId); // docs/product.md §14.3
    return { deleted: true as const };
  },
});
