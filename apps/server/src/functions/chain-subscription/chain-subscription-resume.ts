import { requireChainAdmin } from '../../services/chains.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.6: a cancellation of the chain's subscription taken back before its period's end. */
export const chainSubscriptionResume = defineFunction('chainSubscriptionResume', {
  access: Access.signedIn,
  handler: async (_input, { db, billing, user, workshopId }) => billing.chain.resume(await requireChainAdmin(db, user.id, workshopId)),
});
