// What Rueda mirrors of a Stripe customer (provider.ts ProviderCustomerState), read from Stripe's own
// objects on the pinned API version (decision 016): the billing address and tax id from the customer,
// the period from the subscription's item (it left the subscription in 2025), the payments from the
// invoices' payment intents. Pure functions of the API's answers, so the webhook's payload never counts.
import { CARD_BRANDS, ZBillingAddressSchema, type ProviderSubscriptionStatus, type TBillingAddress, type TPlan } from '@rueda/domain';
import type Stripe from 'stripe';
import type { ProviderCustomerState, ProviderPayment, ProviderPaymentMethod, ProviderSubscription } from '../provider.ts';

/** Stripe's answers about one customer, as stripe-provider.ts fetches them. */
export interface StripeCustomerAnswers {
  customer: Stripe.Customer;
  /** The customer's latest subscription, of any status. */
  subscription: Stripe.Subscription | null;
  paymentMethods: Stripe.PaymentMethod[];
  /** Newest first, each with its `payments` expanded. */
  invoices: Stripe.Invoice[];
  paymentIntents: Stripe.PaymentIntent[];
}

/** The plan a Stripe price stands for (STRIPE_PRICE_ID is the default plan's). */
export interface PricedPlan {
  priceId: string;
  plan: TPlan;
}

type Reference = string | { id: string } | null | undefined;

export const idOf = (value: Reference): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const dateOf = (seconds: number): Date => new Date(seconds * 1000);
/** Stripe writes currencies in lower case; Rueda as docs/product.md §9 shows them ("EUR"). */
const currencyOf = (currency: string): string => currency.toUpperCase();

/** Stripe's subscription statuses in the port's terms (packages/domain/src/billing/states.ts). */
export function subscriptionStatusOf(status: Stripe.Subscription.Status): ProviderSubscriptionStatus {
  switch (status) {
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'unpaid':
      return 'unpaid';
    case 'canceled':
      return 'canceled';
    case 'incomplete':
      return 'incomplete';
    case 'incomplete_expired':
      return 'incomplete_expired';
    // Rueda's trial is its own (decision 014); time Stripe gives away is paid-for time all the same.
    case 'trialing':
      return 'active';
    // A paused subscription bills nothing and gives no service until it is resumed.
    case 'paused':
      return 'unpaid';
    default:
      // A status newer than this SDK: nothing paid that Rueda knows of.
      return 'incomplete';
  }
}

/** A payment intent's status as the payment history shows it; null for one the payer never attempted. */
function paymentStatusOf(intent: Stripe.PaymentIntent): ProviderPayment['status'] | null {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'requires_action':
      return 'requires_action';
    case 'canceled':
      return 'canceled';
    // Stripe keeps a declined intent waiting for another card; the decline is its last error.
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : null;
    default:
      return null;
  }
}

function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/** The invoice line the subscription's period is on (an invoice's own period_* is the period before it). */
function periodOf(invoice: Stripe.Invoice): { start: Date; end: Date } | null {
  const lines = invoice.lines.data;
  const line = lines.find((candidate) => candidate.parent?.type === 'subscription_item_details') ?? lines[0];
  return line ? { start: dateOf(line.period.start), end: dateOf(line.period.end) } : null;
}

/** Each invoice's payment intents, newest invoice first. */
function intentsByInvoice(answers: StripeCustomerAnswers): { invoice: Stripe.Invoice; intent: Stripe.PaymentIntent }[] {
  const intents = new Map(answers.paymentIntents.map((intent) => [intent.id, intent]));
  return answers.invoices.flatMap((invoice) =>
    (invoice.payments?.data ?? []).flatMap((payment) => {
      const intent = intents.get(idOf(payment.payment.payment_intent) ?? '');
      return intent ? [{ invoice, intent }] : [];
    }),
  );
}

function paymentsOf(answers: StripeCustomerAnswers): ProviderPayment[] {
  const payments = new Map<string, ProviderPayment>();
  for (const { invoice, intent } of intentsByInvoice(answers)) {
    const status = paymentStatusOf(intent);
    if (!status || payments.has(intent.id)) continue;
    const period = periodOf(invoice);
    payments.set(intent.id, {
      id: intent.id,
      created: dateOf(intent.created),
      amount: intent.amount,
      currency: currencyOf(intent.currency),
      status,
      failureReason: status === 'failed' ? (intent.last_payment_error?.message ?? null) : null,
      clientSecret: status === 'requires_action' ? intent.client_secret : null,
      periodStart: period?.start ?? null,
      periodEnd: period?.end ?? null,
    });
  }
  return [...payments.values()].sort((a, b) => b.created.getTime() - a.created.getTime() || b.id.localeCompare(a.id));
}

/**
 * Since when the subscription has owed money (the grace period counts from it, docs/product.md §4) and
 * the card's words for its latest refusal: the oldest invoice Stripe tried and could not collect, and
 * the latest invoice's payment.
 */
function arrearsOf(answers: StripeCustomerAnswers, subscription: Stripe.Subscription): { since: Date | null; reason: string | null } {
  const owing = answers.invoices.filter(
    (invoice) => subscriptionIdOf(invoice) === subscription.id && invoice.status === 'open' && invoice.attempt_count > 0,
  );
  const since = owing
    .map((invoice) => invoice.status_transitions.finalized_at ?? invoice.created)
    .reduce<number | null>((oldest, seconds) => (oldest === null || seconds < oldest ? seconds : oldest), null);
  const latestId = idOf(subscription.latest_invoice);
  const refusal = intentsByInvoice(answers)
    .filter(({ invoice }) => invoice.id === latestId)
    .map(({ intent }) => intent.last_payment_error?.message)
    .find(Boolean);
  return { since: since === null ? null : dateOf(since), reason: refusal ?? null };
}

function subscriptionOf(answers: StripeCustomerAnswers, defaultPlan: PricedPlan): ProviderSubscription | null {
  const subscription = answers.subscription;
  const item = subscription?.items.data[0];
  if (!subscription || !item) return null;
  const status = subscriptionStatusOf(subscription.status);
  const price = item.price;
  const isDefaultPlan = price.id === defaultPlan.priceId;
  const arrears = status === 'past_due' || status === 'unpaid' ? arrearsOf(answers, subscription) : { since: null, reason: null };
  return {
    id: subscription.id,
    status,
    planId: isDefaultPlan ? defaultPlan.plan.id : (price.lookup_key ?? price.id),
    planName: isDefaultPlan ? defaultPlan.plan.name : (price.nickname ?? price.id),
    amount: (price.unit_amount ?? 0) * (item.quantity ?? 1),
    quantity: item.quantity ?? 1,
    currency: currencyOf(price.currency),
    currentPeriodStart: dateOf(item.current_period_start),
    currentPeriodEnd: dateOf(item.current_period_end),
    // The portal may schedule the end as cancel_at (the period's end) rather than cancel_at_period_end.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end || (subscription.cancel_at !== null && subscription.cancel_at <= item.current_period_end),
    pastDueSince: arrears.since,
    failureReason: arrears.reason,
  };
}

/** The name, address and tax id Checkout collected and the portal updates, when complete enough for an invoice. */
function billingAddressOf(customer: Stripe.Customer): TBillingAddress | null {
  const address = customer.address;
  const parsed = ZBillingAddressSchema.safeParse({
    name: customer.name ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    postalCode: address?.postal_code ?? '',
    city: address?.city ?? '',
    country: address?.country ?? '',
    taxId: customer.tax_ids?.data[0]?.value ?? '',
  });
  return parsed.success ? parsed.data : null;
}

function brandOf(brand: string): ProviderPaymentMethod['brand'] {
  return (CARD_BRANDS as readonly string[]).includes(brand) ? (brand as ProviderPaymentMethod['brand']) : 'unknown';
}

/** Cards only, as brand and last four digits (decision 014): Rueda never sees more of a card. */
function paymentMethodsOf(methods: Stripe.PaymentMethod[]): ProviderPaymentMethod[] {
  return methods.flatMap((method) =>
    method.card
      ? [
          {
            id: method.id,
            brand: brandOf(method.card.brand),
            last4: method.card.last4,
            expMonth: method.card.exp_month,
            expYear: method.card.exp_year,
          },
        ]
      : [],
  );
}

export function customerStateOf(answers: StripeCustomerAnswers, defaultPlan: PricedPlan): ProviderCustomerState {
  const { customer, subscription } = answers;
  return {
    customer: {
      id: customer.id,
      billingAddress: billingAddressOf(customer),
      // Checkout saves the card on the subscription; the portal on the customer too.
      defaultPaymentMethodId: idOf(subscription?.default_payment_method) ?? idOf(customer.invoice_settings.default_payment_method),
    },
    subscription: subscriptionOf(answers, defaultPlan),
    paymentMethods: paymentMethodsOf(answers.paymentMethods),
    payments: paymentsOf(answers),
  };
}
