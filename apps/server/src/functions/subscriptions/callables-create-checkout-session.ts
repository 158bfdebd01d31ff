import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §7: a checkout of the chosen plan at the payments provider (decision 014). */
export const callablesCreateCheckoutSession = defineFunction('callablesCreateCheckoutSession', {
  // docs/roles.md: choosing a plan and paying are the admin's. An expired workshop must reach it to pay;
  // without sign-in, §5's 'User not authenticated'.
  access: Access.permission('subscription.manage', { withoutSubscription: true, unauthenticatedMessage: 'User not authenticated' }),
  // The payer comes back, signed in, to the address they paid from (http/addresses.ts).
  handler: async ({ planId }, { billing, workshopId, user, addresses, requestOrigin }) =>
    billing.createCheckout({ workshopId, userId: user.id, email: user.email }, planId, addresses.roundTrip(requestOrigin)),
});
