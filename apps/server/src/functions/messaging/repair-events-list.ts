import { listRepairEvents } from '../../data/repair-events.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * The repair's messages and the customer's answers (docs/product.md §20.5 and §21.4), for everyone in the workshop
 * (as its status history).
 */
export const repairEventsList = defineFunction('repairEventsList', {
  access: Access.permission('workshop.use'),
  handler: async ({ repairId }, { db, workshopId }) => ({ events: await listRepairEvents(db, workshopId, repairId) }),
});
