import { requireChainAdmin } from '../../services/chains.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.6: the chain's subscription ends at its period's end; until then its workshops keep access. */
export const chainSubscriptionCancel = defineFunction('chainSubscriptionCancel', {
  access: Access.signedIn,
  handler: async (_input, { db, billing, user, workshopId }) => billing.chain.cancel(await requireChainAdmin(db, user.id, workshopId)),
});
