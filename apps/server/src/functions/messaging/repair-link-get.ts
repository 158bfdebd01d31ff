import { staffRepairLink } from '../../data/repair-links.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Issue 17 point 4: the repair's link for its customer, made when it has none; everyone in the workshop may copy it. */
export const repairLinkGet = defineFunction('repairLinkGet', {
  access: Access.permission('workshop.use'),
  handler: async ({ repairId }, { db, repairLinks, workshopId, user, clock }) =>
    staffRepairLink(db, repairLinks, { workshopId, repairId, userId: user.id, now: clock() }),
});
