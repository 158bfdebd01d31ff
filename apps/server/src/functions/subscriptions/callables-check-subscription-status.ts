import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §7: whether the workshop's subscription is active. */
export const callablesCheckSubscriptionStatus = defineFunction('callablesCheckSubscriptionStatus', {
  // docs/roles.md: every role sees the subscription's state, with or without access (§2: the subscription routes).
  access: Access.permission('subscription.view', { withoutSubscription: true }),
  handler: async (_input, { billing, workshopId }) => ({ active: (await billing.details(workshopId)).active }),
});
