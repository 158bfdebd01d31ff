import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §7: confirms a paid checkout of the caller's own workshop, once (a replay answers
 * aborted, already-confirmed), then sets users/{uid}.subscriptionActive.
 */
export const callablesConfirmCheckoutSession = defineFunction('callablesConfirmCheckoutSession', {
  // The admin who paid comes back to confirm; the workshop is not active yet.
  access: Access.permission('subscription.manage', { withoutSubscription: true }),
  handler: async ({ sessionId }, { billing, workshopId, user }) => billing.confirmCheckout(workshopId, user.id, sessionId),
});
