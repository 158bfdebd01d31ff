import { PLANS } from '../../billing/billing.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §7: the plans a workshop may subscribe to; today the one default plan of §9. */
export const callablesGetSubscriptionPlans = defineFunction('callablesGetSubscriptionPlans', {
  // The plans are public product information, shown before anyone pays.
  access: Access.public,
  handler: async () => [...PLANS],
});
