// The Stripe adapter of the payments port (provider.ts, decision 014): customers, Checkout Sessions in
// subscription mode, the Billing Portal, and everything Rueda mirrors of a customer, re-read from
// Stripe's API each time (never from a webhook's payload).
import { DEFAULT_PLAN, type TBillingAddress, type TPlan } from '@rueda/domain';
import Stripe from 'stripe';
import type { PaymentsProvider, ProviderCheckoutSession, ProviderCustomerState } from '../provider.ts';
import type { StripeSettings } from './client.ts';
import { customerStateOf, idOf, type PricedPlan } from './customer-state.ts';

/** Invoices and payment intents read per sync: two years of monthly payments; older ones stay in Rueda's tables. */
const HISTORY_LIMIT = 24;
/** Cards a customer may keep; more than the portal lets anyone add in practice. */
const PAYMENT_METHODS_LIMIT = 20;

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404;
}

/** Stripe's answer, or null when Stripe has no such object. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Stripe's tax id types for the billing countries Rueda's invoices know (fields.ts BILLING_COUNTRIES). */
const TAX_ID_TYPES: Record<string, Stripe.CustomerCreateParams.TaxIdDatum.Type> = { ES: 'es_cif', PT: 'pt_nif' };

/** What onboarding gave, as Stripe's customer takes it: Checkout prefills the billing address from it. */
function customerDetailsOf(billingAddress: Partial<TBillingAddress>): Pick<Stripe.CustomerCreateParams, 'address' | 'tax_id_data'> {
  const { line1, line2, postalCode, city, country, taxId } = billingAddress;
  const address = line1 ? { line1, line2: line2 || undefined, postal_code: postalCode, city, country } : undefined;
  const type = TAX_ID_TYPES[country ?? ''];
  return { address, tax_id_data: taxId && type ? [{ type, value: taxId }] : undefined };
}

/** Stripe refused the tax id's format: the customer is made without it, and Checkout asks for it. */
function refusedTaxId(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.param ?? '').startsWith('tax_id_data');
}

function sessionOf(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    customerId: idOf(session.customer) ?? '',
    // Anything but complete or expired is not paid yet.
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    subscriptionId: idOf(session.subscription),
    // Stripe drops the URL once a session is complete or expired; only a new session's URL is used.
    url: session.url ?? '',
  };
}

export function createStripeProvider(stripe: Stripe, settings: StripeSettings): PaymentsProvider {
  const defaultPlan: PricedPlan = { priceId: settings.priceId, plan: DEFAULT_PLAN };

  function priceOf(plan: TPlan): string {
    if (plan.id === defaultPlan.plan.id) return defaultPlan.priceId;
    throw new Error(`No Stripe price is configured for the plan "${plan.id}".`);
  }

  async function retrieveCustomerState(customerId: string): Promise<ProviderCustomerState | null> {
    const customer = await orNull(stripe.customers.retrieve(customerId, { expand: ['tax_ids'] }));
    if (!customer || customer.deleted) return null;
    const [subscriptions, paymentMethods, invoices, paymentIntents] = await Promise.all([
      // Newest first: the customer's current subscription, whatever its status.
      stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 }),
      stripe.paymentMethods.list({ customer: customerId, type: 'card', limit: PAYMENT_METHODS_LIMIT }),
      stripe.invoices.list({ customer: customerId, limit: HISTORY_LIMIT, expand: ['data.payments'] }),
      stripe.paymentIntents.list({ customer: customerId, limit: HISTORY_LIMIT }),
    ]);
    return customerStateOf(
      {
        customer,
        subscription: subscriptions.data[0] ?? null,
        paymentMethods: paymentMethods.data,
        invoices: invoices.data,
        paymentIntents: paymentIntents.data,
      },
      defaultPlan,
    );
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createCustomer({ workshopId, chainId, email, name, billingAddress }) {
      const metadata: Stripe.MetadataParam = chainId ? { workshopId, chainId } : { workshopId };
      const params: Stripe.CustomerCreateParams = { email, name, metadata, ...customerDetailsOf(billingAddress) };
      const customer = await stripe.customers.create(params).catch((error: unknown) => {
        if (!params.tax_id_data || !refusedTaxId(error)) throw error;
        return stripe.customers.create({ ...params, tax_id_data: undefined });
      });
      return { id: customer.id, billingAddress: null, defaultPaymentMethodId: null };
    },

    async createCheckoutSession({ customerId, plan, successUrl, cancelUrl, trialEnd, quantity = 1 }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price: priceOf(plan), quantity }],
        // Stripe puts the session's id where the URL says {CHECKOUT_SESSION_ID}.
        success_url: successUrl,
        cancel_url: cancelUrl,
        // Rueda's invoices print the billing name, address and tax id (decision 014): Checkout asks for
        // them and keeps them on the customer, where each sync reads them.
        billing_address_collection: 'required',
        customer_update: { address: 'auto', name: 'auto' },
        tax_id_collection: { enabled: true },
        // docs/product.md §4 "Subscribing during the trial": no charge until the trial's end (at least 48 hours
        // ahead, keptTrialEnd), when Stripe makes the first invoice.
        subscription_data: {
          metadata: { planId: plan.id },
          ...(trialEnd ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}),
        },
      });
      return sessionOf(session);
    },

    async retrieveCheckoutSession(id) {
      const session = await orNull(stripe.checkout.sessions.retrieve(id));
      return session ? sessionOf(session) : null;
    },

    // Stripe's portal sessions cannot be ended from the server; `openedBy` is not Stripe's (docs/stripe.md).
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { id: session.id, url: session.url };
    },

    retrieveCustomerState,

    // docs/product.md §32.6: a chain's workshops from the next invoice on (no proration), and cancel or resume.
    async updateSubscription(subscriptionId, { quantity, cancelAtPeriodEnd }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      await stripe.subscriptions.update(subscriptionId, {
        ...(quantity !== undefined && item ? { items: [{ id: item.id, quantity }], proration_behavior: 'none' as const } : {}),
        ...(cancelAtPeriodEnd !== undefined ? { cancel_at_period_end: cancelAtPeriodEnd } : {}),
      });
    },
  };
}
