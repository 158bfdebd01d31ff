import { can, FunctionError } from '@rueda/domain';
import { staffRepairLink } from '../../data/repair-links.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §21.1: the repair's link for its customer, made when it has none (unless `create: false`, as the repair
 * page's first read asks, so that looking at a repair makes no link); everyone in the workshop may copy it. Making one
 * writes: a chain administrator reading the workshop (docs/product.md §32.2) may only read the one there is.
 */
export const repairLinkGet = defineFunction('repairLinkGet', {
  access: Access.permission('workshop.use'),
  handler: async ({ repairId, create }, { db, repairLinks, workshopId, role, user, clock, addresses, requestOrigin }) => {
    if (create !== false && !can(role, 'customers.notify'))
      throw new FunctionError('permission-denied', 'Your role may not do this.', { reason: 'role' });
    return staffRepairLink(db, repairLinks, {
      workshopId,
      repairId,
      create,
      userId: user.id,
      now: clock(),
      base: addresses.forLinks(requestOrigin),
    });
  },
});
