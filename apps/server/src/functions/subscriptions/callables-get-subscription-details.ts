import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §3 "Subscription details", §7: the subscription screen's data, from Rueda's own tables. */
export const callablesGetSubscriptionDetails = defineFunction('callablesGetSubscriptionDetails', {
  // docs/roles.md: every role sees the subscription's state and trial days left, an expired workshop too.
  access: Access.permission('subscription.view', { withoutSubscription: true }),
  handler: async (_input, { billing, workshopId }) => billing.details(workshopId),
});
