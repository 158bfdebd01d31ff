import { revokeRepairLink } from '../../data/repair-links.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §21.1: the repair's link stops working at once (managers and admins); the next repairLinkGet makes a new one. */
export const repairLinkRevoke = defineFunction('repairLinkRevoke', {
  access: Access.permission('repairLinks.revoke'),
  handler: async ({ repairId }, { db, workshopId, user, clock }) => {
    await db.transaction((tx) => revokeRepairLink(tx, { workshopId, repairId, userId: user.id, now: clock() }));
    return { revoked: true as const };
  },
});
