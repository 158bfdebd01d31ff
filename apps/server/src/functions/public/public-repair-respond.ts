import { answerPublicRepair } from '../../services/public-repair-links.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §21.3: the customer's one answer to the estimate through the link, line by line or whole, with a
 * comment and a spending limit; a second one is failed-precondition 'already-answered'. Counted per address by
 * the transport, before its body is read.
 */
export const publicRepairRespond = defineFunction('publicRepairRespond', {
  access: Access.public,
  perAddress: 'repairLinkAnswer',
  // The lines shown and approved: up to 500 of each (ZPublicRepairRespondInputSchema), more than the usual 16 KiB.
  bodyLimit: 128 * 1024,
  handler: async (input, { db, clock, listsChanged }) => {
    const answered = await answerPublicRepair(db, input, clock());
    // The declined lines leave the repair's total: written outside a staff call, the workshop's cached lists go here.
    await listsChanged('repairs', answered.workshopId);
    return answered.repair;
  },
});
