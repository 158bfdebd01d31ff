import { readPublicRepair } from '../../data/public-repair-links.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * Issue 17 point 5: what the customer's repair link shows, to anyone holding its token, without signing in.
 * Counted per address before the token is looked at; any token that is not a live link's is not-found.
 */
export const publicRepairGet = defineFunction('publicRepairGet', {
  access: Access.public,
  handler: async ({ token }, { db, clock, clientAddress, publicRateLimit }) => {
    const now = clock();
    await publicRateLimit.take('repairLinkRead', clientAddress, now);
    return readPublicRepair(db, token, now);
  },
});
