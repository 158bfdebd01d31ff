// The payments port (decision 014), in Stripe's terms: customers, checkout sessions, subscriptions with
// Stripe's statuses, payments (payment intents with a client secret for the extra confirmation), payment
// methods (brand and last four digits only) and portal sessions. billing.ts reads through it and never
// trusts an event's payload; each adapter (local/, later stripe/) answers from its own side.
import type { ProviderSubscriptionStatus, TBillingAddress, TPaymentMethod, TPlan } from '@rueda/domain';

export type ProviderName = 'local' | 'stripe';

export interface ProviderCustomer {
  id: string;
  billingAddress: TBillingAddress | null;
  defaultPaymentMethodId: string | null;
}

export interface ProviderCheckoutSession {
  id: string;
  customerId: string;
  /** open until the first payment went through; complete after it; expired after 24 hours. */
  status: 'open' | 'complete' | 'expired';
  subscriptionId: string | null;
  url: string;
}

export interface ProviderSubscription {
  id: string;
  status: ProviderSubscriptionStatus;
  planId: string;
  planName: string;
  /** For all of `quantity`: the plan's price times it. */
  amount: number;
  /** How many of the plan it charges for: 1 for a workshop, its workshops for a chain (docs/product.md §32.6). */
  quantity: number;
  currency: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** Since when a renewal has been failing (Rueda's grace period counts from it). */
  pastDueSince: Date | null;
  /** The provider's words for the last failed charge. */
  failureReason: string | null;
}

export type ProviderPaymentMethod = Omit<TPaymentMethod, 'isDefault'>;

export interface ProviderPayment {
  id: string;
  created: Date;
  amount: number;
  currency: string;
  status: 'succeeded' | 'failed' | 'requires_action' | 'processing' | 'canceled';
  failureReason: string | null;
  /** For requires_action: what the confirmation script takes. */
  clientSecret: string | null;
  /** The subscription period a payment pays for. */
  periodStart: Date | null;
  periodEnd: Date | null;
}

/** Everything about one customer that Rueda mirrors. */
export interface ProviderCustomerState {
  customer: ProviderCustomer;
  /** The customer's current subscription (the latest one), or null before a checkout completed. */
  subscription: ProviderSubscription | null;
  paymentMethods: ProviderPaymentMethod[];
  /** Newest first. */
  payments: ProviderPayment[];
}

export interface PaymentsProvider {
  readonly name: ProviderName;
  /** The key the card-confirmation script takes (Stripe's publishable key; the local provider's own). */
  readonly publishableKey: string | null;
  /** `billingAddress`: what the workshop gave at onboarding, which the checkout is prefilled with. */
  createCustomer(input: {
    /** Whose customer it is (the provider's metadata); a chain's names its head office and `chainId`. */
    workshopId: string;
    chainId?: string;
    email: string;
    name: string;
    billingAddress: Partial<TBillingAddress>;
  }): Promise<ProviderCustomer>;
  /**
   * A subscription checkout for `plan`; the URLs are where the payer lands after paying or giving up.
   * `trialEnd`: the subscription trials until then and is first charged then (docs/product.md §4
   * "Subscribing during the trial"); null: the first charge is at once.
   */
  createCheckoutSession(input: {
    customerId: string;
    plan: TPlan;
    successUrl: string;
    cancelUrl: string;
    trialEnd: Date | null;
    /** How many of the plan (a chain's workshops, docs/product.md §32.6); 1 by default. */
    quantity?: number;
  }): Promise<ProviderCheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  /**
   * A billing portal for the customer. `openedBy` is the admin who asked: the local provider's portal serves
   * it only while they are an active admin of the workshop; Stripe's cannot be ended from here (docs/stripe.md).
   */
  createPortalSession(input: { customerId: string; returnUrl: string; openedBy: string }): Promise<{ id: string; url: string }>;
  retrieveCustomerState(customerId: string): Promise<ProviderCustomerState | null>;
  /**
   * Changes a running subscription (docs/product.md §32.6): `quantity` from its next renewal on (no proration: the
   * period paid stays as paid), `cancelAtPeriodEnd` as the portal's cancel and resume. The provider then tells Rueda
   * of the changed customer (the local provider's event, Stripe's webhook).
   */
  updateSubscription(subscriptionId: string, change: { quantity?: number; cancelAtPeriodEnd?: boolean }): Promise<void>;
}
