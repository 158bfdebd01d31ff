import { deleteSuspension } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Deletes a unit and its service history: the leads', as deleting a bike is (docs/roles.md). */
export const suspensionsDelete = defineFunction('suspensionsDelete', {
  access: Access.permission('customers.delete'),
  handler: async (input, { db, workshopId, alerts }) => {
    await deleteSuspension(db, workshopId, input.id);
    alerts.changed(workshopId); // docs/product.md §14.3
    return { deleted: true as const };
  },
});
