import { DEFAULT_PLAN, FUNCTIONS } from '@rueda/domain';
import { defineFunction } from '../registry.ts';

/** SPEC.md §7: the plans a workshop may subscribe to; today the one default plan of §9. */
export const callablesGetSubscriptionPlans = defineFunction({
  name: 'callablesGetSubscriptionPlans',
  input: FUNCTIONS.callablesGetSubscriptionPlans.input,
  // The plans are public product information, shown before anyone pays.
  access: 'public',
  handler: async () => [DEFAULT_PLAN],
});
