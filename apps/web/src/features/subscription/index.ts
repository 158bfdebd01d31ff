export { subscriptionPlansQueryOptions, useSubscriptionPlans } from './api/get-subscription-plans';
export { SubscriptionOverview } from './components/subscription-overview';
export { SubscriptionResult, type SubscriptionResultKind } from './components/subscription-result';
export { subscriptionViewOf, trialDaysLeft } from './subscription-state';
