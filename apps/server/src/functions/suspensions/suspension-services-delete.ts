import { deleteSuspensionService } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Undoes a recorded suspension service. */
export const suspensionServicesDelete = defineFunction('suspensionServicesDelete', {
  access: Access.permission('repairs.edit'),
  handler: async (input, { db, workshopId, alerts }) => {
    await deleteSuspensionService(db, workshopId, input.id);
    alerts.changed(workshopId); // docs/product.md §14.3
    return { deleted: true as const };
  },
});
