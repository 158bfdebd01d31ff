import { requireChainAdmin } from '../../services/chains.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.6: a checkout of the plan for every workshop of the chain, started by its administrator. */
export const chainSubscriptionCheckout = defineFunction('chainSubscriptionCheckout', {
  access: Access.signedIn,
  // The payer comes back, signed in, to the address they paid from (http/addresses.ts).
  handler: async ({ planId }, { db, billing, user, workshopId, addresses, requestOrigin }) => {
    const chainId = await requireChainAdmin(db, user.id, workshopId);
    return billing.chain.createCheckout(chainId, { userId: user.id, email: user.email }, planId, addresses.roundTrip(requestOrigin));
  },
});
