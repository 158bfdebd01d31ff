import { answerPublicRepair } from '../../data/public-repair-links.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * Issue 17 point 4: the customer's one answer to the estimate through the link, line by line or whole, with a
 * comment and a spending limit; a second one is failed-precondition 'already-answered'. Counted per address.
 */
export const publicRepairRespond = defineFunction('publicRepairRespond', {
  access: Access.public,
  handler: async (input, { db, clock, clientAddress, publicRateLimit }) => {
    const now = clock();
    await publicRateLimit.take('repairLinkAnswer', clientAddress, now);
    return answerPublicRepair(db, input, now);
  },
});
