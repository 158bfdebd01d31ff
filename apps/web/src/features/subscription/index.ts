export { subscriptionPlansQueryOptions, useSubscriptionPlans } from './api/get-subscription-plans';
export { subscriptionDetailsQueryOptions } from './api/get-subscription-details';
export { subscriptionKeys } from './api/query-keys';
export { BillingSummary } from './components/billing-summary';
export { InvoicePage } from './components/invoice-page';
export { SubscriptionOverview } from './components/subscription-overview';
export { SubscriptionResult, type SubscriptionResultKind } from './components/subscription-result';
export { SubscriptionSuccess } from './components/subscription-success';
export { subscriptionViewOf, trialDaysLeft } from './subscription-state';
