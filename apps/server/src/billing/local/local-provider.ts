// The local provider's side of the port (provider.ts): customers, checkout and portal sessions, and
// what Rueda mirrors of a customer, read from the localpay_* tables as Stripe's API reads its own.
import { ZBillingAddressSchema, type ProviderSubscriptionStatus } from '@rueda/domain';
import { desc, eq } from 'drizzle-orm';
import {
  localpayCheckoutSessions,
  localpayCustomers,
  localpayPaymentIntents,
  localpayPaymentMethods,
  localpayPortalSessions,
  localpaySubscriptions,
} from '../../db/schema.ts';
import type {
  PaymentsProvider,
  ProviderCheckoutSession,
  ProviderCustomerState,
  ProviderPayment,
  ProviderPaymentMethod,
} from '../provider.ts';
import { newId, SESSION_LIFETIME_MS, type LocalPayContext } from './support.ts';

/** Stripe's placeholder, replaced by the session's id in the success URL. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** The key LocalPay(key) takes in the browser; the local provider needs no secret one. */
export const LOCAL_PUBLISHABLE_KEY = 'pk_local';

type SessionRow = typeof localpayCheckoutSessions.$inferSelect;

export function checkoutUrlOf(publicUrl: string, sessionId: string): string {
  return `${publicUrl}/pay/checkout/${encodeURIComponent(sessionId)}`;
}

export function successUrlOf(session: Pick<SessionRow, 'id' | 'successUrl'>): string {
  return session.successUrl.replaceAll(SESSION_ID_PLACEHOLDER, encodeURIComponent(session.id));
}

function sessionOf(row: SessionRow, publicUrl: string, now: Date): ProviderCheckoutSession {
  const status =
    row.status === 'open' && row.expires.getTime() <= now.getTime() ? 'expired' : (row.status as ProviderCheckoutSession['status']);
  return { id: row.id, customerId: row.customerId, status, subscriptionId: row.subscriptionId, url: checkoutUrlOf(publicUrl, row.id) };
}

export function createLocalProvider(context: LocalPayContext): PaymentsProvider {
  const { db, clock, publicUrl } = context;
  return {
    name: 'local',
    publishableKey: LOCAL_PUBLISHABLE_KEY,

    async createCustomer({ workshopId, email, name, billingAddress }) {
      const id = newId('cus');
      // Kept as given, possibly incomplete: the checkout page starts from it; only a complete one is mirrored.
      await db.insert(localpayCustomers).values({ id, workshopId, email, name, billingAddress, created: clock() });
      return { id, billingAddress: null, defaultPaymentMethodId: null };
    },

    async createCheckoutSession({ customerId, plan, successUrl, cancelUrl, trialEnd, quantity = 1 }) {
      const now = clock();
      const [row] = await db
        .insert(localpayCheckoutSessions)
        .values({
          id: newId('cs'),
          customerId,
          planId: plan.id,
          planName: plan.name,
          amount: plan.price * quantity,
          quantity,
          currency: plan.currency,
          interval: plan.interval,
          successUrl,
          cancelUrl,
          trialEnd,
          status: 'open',
          expires: new Date(now.getTime() + SESSION_LIFETIME_MS),
          created: now,
        })
        .returning();
      return sessionOf(row!, publicUrl, now);
    },

    async retrieveCheckoutSession(id) {
      const [row] = await db.select().from(localpayCheckoutSessions).where(eq(localpayCheckoutSessions.id, id));
      return row ? sessionOf(row, publicUrl, clock()) : null;
    },

    async createPortalSession({ customerId, returnUrl, openedBy }) {
      const now = clock();
      const id = newId('bps');
      await db
        .insert(localpayPortalSessions)
        .values({ id, customerId, returnUrl, openedBy, expires: new Date(now.getTime() + SESSION_LIFETIME_MS), created: now });
      return { id, url: `${publicUrl}/pay/portal/${encodeURIComponent(id)}` };
    },

    async retrieveCustomerState(customerId) {
      return readCustomerState(context, customerId);
    },

    async updateSubscription(subscriptionId, change) {
      const customerId = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(localpaySubscriptions).where(eq(localpaySubscriptions.id, subscriptionId)).for('update');
        if (!row || !['trialing', 'active', 'past_due'].includes(row.status)) return null;
        const quantity = change.quantity ?? row.quantity;
        await tx
          .update(localpaySubscriptions)
          .set({
            quantity,
            // The amount is the plan's price times the quantity, so the price is the amount over the old quantity.
            amount: Math.round(row.amount / Math.max(row.quantity, 1)) * quantity,
            cancelAtPeriodEnd: change.cancelAtPeriodEnd ?? row.cancelAtPeriodEnd,
          })
          .where(eq(localpaySubscriptions.id, subscriptionId));
        return row.customerId;
      });
      if (customerId) await context.customerChanged(customerId);
    },
  };
}

async function readCustomerState({ db }: LocalPayContext, customerId: string): Promise<ProviderCustomerState | null> {
  const [customer] = await db.select().from(localpayCustomers).where(eq(localpayCustomers.id, customerId));
  if (!customer) return null;
  const [subscription] = await db
    .select()
    .from(localpaySubscriptions)
    .where(eq(localpaySubscriptions.customerId, customerId))
    .orderBy(desc(localpaySubscriptions.created))
    .limit(1);
  const methods = await db
    .select()
    .from(localpayPaymentMethods)
    .where(eq(localpayPaymentMethods.customerId, customerId))
    .orderBy(localpayPaymentMethods.created);
  const intents = await db
    .select()
    .from(localpayPaymentIntents)
    .where(eq(localpayPaymentIntents.customerId, customerId))
    .orderBy(desc(localpayPaymentIntents.created), desc(localpayPaymentIntents.id));
  const address = ZBillingAddressSchema.safeParse(customer.billingAddress);
  return {
    customer: {
      id: customer.id,
      billingAddress: address.success ? address.data : null,
      defaultPaymentMethodId: customer.defaultPaymentMethodId,
    },
    subscription: subscription
      ? {
          id: subscription.id,
          // As the Stripe adapter reads Stripe's trialing: time given before the first charge is paid-for time.
          status: (subscription.status === 'trialing' ? 'active' : subscription.status) as ProviderSubscriptionStatus,
          planId: subscription.planId,
          planName: subscription.planName,
          amount: subscription.amount,
          quantity: subscription.quantity,
          currency: subscription.currency,
          currentPeriodStart: subscription.currentPeriodStart,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          pastDueSince: subscription.pastDueSince,
          failureReason: subscription.failureReason,
        }
      : null,
    paymentMethods: methods.map((method): ProviderPaymentMethod => ({
      id: method.id,
      brand: method.brand as ProviderPaymentMethod['brand'],
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
    })),
    payments: intents.map((intent): ProviderPayment => ({
      id: intent.id,
      created: intent.created,
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status as ProviderPayment['status'],
      failureReason: intent.failureReason,
      clientSecret: intent.status === 'requires_action' ? intent.clientSecret : null,
      periodStart: intent.periodStart,
      periodEnd: intent.periodEnd,
    })),
  };
}
