import { recordSuspensionService } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §13.2: one of the repair's suspension lines recorded as a service of a unit of the repair's bike,
 * dated by the repair's finish (or the server's clock).
 */
export const suspensionServicesRecord = defineFunction('suspensionServicesRecord', {
  access: Access.permission('repairs.edit'),
  handler: async (input, { db, workshopId, clock, alerts }) => {
    const answer = await recordSuspensionService(db, workshopId, input, clock());
    alerts.changed(workshopId); // docs/product.md §14.3: a unit's due state may have changed
    return answer;
  },
});
