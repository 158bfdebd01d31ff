// docs/product.md §8 fallbacks: when the details cannot be fetched, the subscription counts as inactive.
import type { TSubscriptionDetails } from '@rueda/domain';

export const INACTIVE_DETAILS: TSubscriptionDetails = {
  active: false,
  planName: null,
  amount: null,
  currency: null,
  nextBillingDate: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  trialStarted: null,
  trialEnds: null,
  isTrialing: false,
  subscriptionId: null,
  paymentHistory: [],
  paymentMethods: [],
  defaultPaymentMethod: null,
  billingAddress: null,
  subscriptionStatus: 'incomplete',
  gracePeriodUntil: null,
  paymentFailureReason: null,
  trialDaysRemaining: 0,
  isFirebaseTrial: true,
  cancelAtPeriodEnd: false,
  pendingPayment: null,
  provider: 'local',
  publishableKey: null,
};
