// The subscription's states (docs/product.md §4: trialing, expired, canceled, incomplete, active) from
// what the payments provider says of the subscription (decision 014), and the sums of an invoice.

/** A provider's subscription status, named as Stripe names them (the local provider uses the same). */
export type ProviderSubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'unpaid' | 'canceled';

/** How long a workshop whose renewal failed keeps using Rueda while the card is retried or changed. */
export const GRACE_PERIOD_DAYS = 7;

/**
 * The workshop's state from its provider subscription (Rueda's rule, docs/product.md "Rueda's rules"):
 * - active, and past_due within the grace period: active (the workshop keeps working; the screen warns);
 * - past_due after the grace period, unpaid: expired (a renewal that was never paid);
 * - canceled: canceled (ended in the portal at the period's end, or ended by the provider);
 * - incomplete and incomplete_expired: incomplete (the first payment did not go through).
 */
export function subscriptionStateOf(
  status: ProviderSubscriptionStatus,
  gracePeriodUntil: Date | null,
  now: Date,
): 'active' | 'expired' | 'canceled' | 'incomplete' {
  switch (status) {
    case 'active':
      return 'active';
    case 'past_due':
      return gracePeriodUntil !== null && gracePeriodUntil.getTime() > now.getTime() ? 'active' : 'expired';
    case 'unpaid':
      return 'expired';
    case 'canceled':
      return 'canceled';
    case 'incomplete':
    case 'incomplete_expired':
      return 'incomplete';
  }
}

/** VAT by the billing address's country; a plan's price includes it. */
const TAX_RATES: Record<string, number> = { ES: 0.21, PT: 0.23 };
export const DEFAULT_TAX_RATE = 0.21;

export function taxRateOf(country: string | null | undefined): number {
  return TAX_RATES[country ?? ''] ?? DEFAULT_TAX_RATE;
}

/** An invoice's net and tax from what was charged (tax included), in whole cents that add up. */
export function invoiceAmounts(total: number, taxRate: number): { net: number; tax: number; total: number } {
  const net = Math.round(total / (1 + taxRate));
  return { net, tax: total - net, total };
}
