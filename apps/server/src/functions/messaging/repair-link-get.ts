import { staffRepairLink } from '../../data/repair-links.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §21.1: the repair's link for its customer, made when it has none (unless `create: false`, as the repair
 * page's first read asks, so that looking at a repair makes no link); everyone in the workshop may copy it.
 */
export const repairLinkGet = defineFunction('repairLinkGet', {
  access: Access.permission('workshop.use'),
  handler: async ({ repairId, create }, { db, repairLinks, workshopId, user, clock, addresses, requestOrigin }) =>
    staffRepairLink(db, repairLinks, {
      workshopId,
      repairId,
      create,
      userId: user.id,
      now: clock(),
      base: addresses.forLinks(requestOrigin),
    }),
});
