import { requireChainAdmin } from '../../services/chains.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.6: the chain's subscription, the workshops it covers, its price and invoices, to its administrators. */
export const chainSubscriptionGet = defineFunction('chainSubscriptionGet', {
  // A chain's administrator is no workshop role (docs/roles.md): requireChainAdmin checks it.
  access: Access.signedIn,
  handler: async (input, { db, billing, user, workshopId }) => {
    const chainId = await requireChainAdmin(db, user.id, workshopId);
    return billing.chain.get(chainId, input?.refresh ?? false);
  },
});
