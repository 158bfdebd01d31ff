// What a workshop's mirror (sync.ts) and a chain's (chain-sync.ts) copy alike of the provider's customer state
// (decision 014, decision 084): the subscription's columns, its grace period and the invoice request of a payment.
import { GRACE_PERIOD_DAYS } from '@rueda/domain';
import type { ProviderCustomerState } from './provider.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product.md §4: the end of a past-due subscription's grace period, counted from when it fell due; null otherwise. */
export function gracePeriodOf(state: ProviderCustomerState): Date | null {
  const subscription = state.subscription;
  return subscription?.status === 'past_due' && subscription.pastDueSince
    ? new Date(subscription.pastDueSince.getTime() + GRACE_PERIOD_DAYS * DAY_MS)
    : null;
}

/** The subscription's columns as the provider has them now (none: all cleared), shared by both mirrors' rows. */
export function subscriptionColumns(state: ProviderCustomerState, graceUntil: Date | null, now: Date) {
  const subscription = state.subscription;
  return {
    subscriptionId: subscription?.id ?? null,
    providerStatus: subscription?.status ?? null,
    planId: subscription?.planId ?? null,
    planName: subscription?.planName ?? null,
    amount: subscription?.amount ?? null,
    currency: subscription?.currency ?? null,
    currentPeriodStart: subscription?.currentPeriodStart ?? null,
    currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
    gracePeriodUntil: graceUntil,
    paymentFailureReason: subscription?.status === 'past_due' || subscription?.status === 'unpaid' ? subscription.failureReason : null,
    billingAddress: state.customer.billingAddress,
    syncedAt: now,
  };
}

type Payment = ProviderCustomerState['payments'][number];

/** A succeeded payment of a whole period, with what its invoice states; null for any other (nothing to invoice). */
export function invoiceablePayment(state: ProviderCustomerState, payment: Payment) {
  if (payment.status !== 'succeeded' || !payment.periodStart || !payment.periodEnd) return null;
  return {
    billingAddress: state.customer.billingAddress,
    planName: state.subscription?.planName ?? '',
    payment: { ...payment, date: payment.created, periodStart: payment.periodStart, periodEnd: payment.periodEnd },
  };
}
