import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §7: the billing portal (card, billing address, invoices, cancel), opened in a new tab. */
export const callablesCreatePortalSession = defineFunction('callablesCreatePortalSession', {
  // docs/roles.md: the billing portal and canceling are the admin's; an expired workshop may still change its card.
  access: Access.permission('subscription.manage', { withoutSubscription: true }),
  // The local portal serves the session only while its opener is an active admin (docs/stripe.md).
  handler: async (_input, { billing, workshopId, user, addresses, requestOrigin }) =>
    billing.createPortal(workshopId, user.id, addresses.roundTrip(requestOrigin)),
});
