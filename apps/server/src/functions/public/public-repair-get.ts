import { readPublicRepair } from '../../services/public-repair-links.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §21.2 and §21.5: what the customer's repair link shows, to anyone holding its token, without signing in.
 * Counted per address by the transport before its body is read; any token that is not a live link's is not-found.
 */
export const publicRepairGet = defineFunction('publicRepairGet', {
  access: Access.public,
  perAddress: 'repairLinkRead',
  handler: async ({ token }, { db, clock }) => {
    const now = clock();
    return readPublicRepair(db, token, now);
  },
});
