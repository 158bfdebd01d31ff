// The one place that changes a workshop's subscription (decision 014): checkouts Rueda starts and
// confirms, portal sessions, and the sync that mirrors the provider after each change. The callables
// (functions/subscriptions/) call these; the local provider's events and the scheduler call sync.
import {
  billingAddressFromWorkshop,
  DEFAULT_PLAN,
  FunctionError,
  invalidField,
  keptTrialEnd,
  type TInvoiceSeller,
  type TPlan,
  type TSubscriptionDetails,
} from '@rueda/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { checkoutSessions, subscriptions, userSubscriptionFlags, workshops } from '../db/schema.ts';
import { createChainBilling } from './chain-billing.ts';
import { chainOfCustomer } from './chain-sync.ts';
import { readSubscriptionDetails } from './details.ts';
import { findInvoice } from './invoices.ts';
import type { LocalPay } from './local/index.ts';
import type { PaymentsProvider } from './provider.ts';
import { syncCustomer, syncWorkshop } from './sync.ts';

/** docs/product.md §7 callablesGetSubscriptionPlans: the plans one may subscribe to (today §9's default plan). */
export const PLANS: readonly TPlan[] = [DEFAULT_PLAN];

export interface BillingOptions {
  db: Db;
  clock: () => Date;
  publicUrl: string;
  /** The seller on the invoices the sync issues (lib/env.ts operatorOf). */
  seller: TInvoiceSeller;
  provider: PaymentsProvider;
  /** The local provider's own operations, when it is the provider (its pages and tests use them). */
  local: LocalPay | null;
}

export interface Payer {
  workshopId: string;
  userId: string;
  email: string;
}

export function createBilling(options: BillingOptions) {
  const { db, clock, publicUrl, provider, seller } = options;
  const sync = (workshopId: string) => syncWorkshop(db, provider, workshopId, clock(), seller);

  /** The local provider's own pages (/pay/…) at the payer's address too; Stripe's pages are Stripe's. */
  const atAddress = (url: string, address: string) => (url.startsWith(`${publicUrl}/`) ? `${address}${url.slice(publicUrl.length)}` : url);
  /** docs/product.md §32.6: a chain's one subscription for its workshops. */
  const chain = createChainBilling({ db, clock, provider, seller, plans: PLANS, atAddress, syncWorkshop: sync });
  /** A customer the provider says changed (its event, Stripe's webhook): a workshop's, or a chain's, then settled. */
  async function customerChanged(customerId: string): Promise<void> {
    await syncCustomer(db, provider, customerId, clock(), seller);
    const chainId = await chainOfCustomer(db, customerId);
    if (chainId) await chain.settle(chainId);
  }
  options.local?.onCustomerChanged(customerChanged);

  /**
   * The workshop's customer at the provider, made on its first checkout with the address and tax id the
   * workshop gave at onboarding, which the checkout is prefilled with.
   */
  async function customerOf(payer: Payer, workshop: { name: string; address: string; taxId: string }): Promise<string> {
    const [existing] = await db.select().from(subscriptions).where(eq(subscriptions.workshopId, payer.workshopId));
    if (existing) return existing.customerId;
    const customer = await provider.createCustomer({
      workshopId: payer.workshopId,
      email: payer.email,
      name: workshop.name,
      billingAddress: billingAddressFromWorkshop(workshop),
    });
    // Two first checkouts at once: one customer wins, the other stays unused at the provider.
    await db
      .insert(subscriptions)
      .values({ workshopId: payer.workshopId, provider: provider.name, customerId: customer.id, syncedAt: clock() })
      .onConflictDoNothing({ target: subscriptions.workshopId });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.workshopId, payer.workshopId));
    return row!.customerId;
  }

  return {
    provider,
    local: options.local,
    sync,
    chain,
    syncCustomer: customerChanged,

    /**
     * docs/product.md §7 callablesCreateCheckoutSession: a checkout of the plan, recorded with its workshop and user.
     * `returnTo`: the address the payer comes back to (http/addresses.ts roundTrip), PUBLIC_URL's by default.
     */
    async createCheckout(payer: Payer, planId: string, returnTo = publicUrl): Promise<{ sessionId: string; url: string }> {
      const plan = PLANS.find((candidate) => candidate.id === planId);
      if (!plan) throw invalidField('planId', 'There is no plan with this id.');
      const [workshop] = await db
        .select({
          status: workshops.subscriptionStatus,
          name: workshops.name,
          address: workshops.address,
          taxId: workshops.taxId,
          trialEndsAt: workshops.trialEndsAt,
        })
        .from(workshops)
        .where(eq(workshops.id, payer.workshopId));
      // docs/product.md §32.6: a workshop its chain pays for is not offered to pay twice.
      const paidBy = await chain.paidBy(payer.workshopId);
      if (paidBy)
        throw new FunctionError('aborted', `The chain ${paidBy.chainName} pays for this workshop's subscription.`, {
          reason: 'paid-by-chain',
          chainName: paidBy.chainName,
        });
      if (workshop?.status === 'active')
        throw new FunctionError('aborted', 'This workshop already has an active subscription.', { reason: 'already-active' });
      const customerId = await customerOf(payer, workshop ?? { name: '', address: '', taxId: '' });
      // docs/product.md §4 "Subscribing during the trial": the first charge falls when the trial ends.
      const trialEnd = workshop?.status === 'trialing' ? keptTrialEnd(workshop.trialEndsAt, clock()) : null;
      const session = await provider.createCheckoutSession({
        customerId,
        plan,
        successUrl: `${returnTo}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${returnTo}/subscription/cancel`,
        trialEnd,
      });
      await db.insert(checkoutSessions).values({
        id: session.id,
        workshopId: payer.workshopId,
        userId: payer.userId,
        provider: provider.name,
        planId: plan.id,
        created: clock(),
      });
      return { sessionId: session.id, url: atAddress(session.url, returnTo) };
    },

    /**
     * docs/product.md §7 callablesConfirmCheckoutSession: a completed session of the caller's own
     * workshop, once; then users/{uid}.subscriptionActive (§3) says whether the workshop is active.
     */
    async confirmCheckout(workshopId: string, userId: string, sessionId: string): Promise<{ success: boolean }> {
      const [recorded] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.workshopId, workshopId)));
      // Another workshop's session is as unknown as one that does not exist.
      if (!recorded) throw new FunctionError('not-found', 'This checkout does not exist.', { reason: 'checkout-not-found' });
      if (recorded.confirmedAt) throw new FunctionError('aborted', 'This checkout was already confirmed.', { reason: 'already-confirmed' });
      const session = await provider.retrieveCheckoutSession(sessionId);
      if (session?.status !== 'complete') {
        throw new FunctionError('aborted', 'This checkout has not been paid.', {
          reason: 'not-completed',
          status: session?.status ?? null,
        });
      }
      await sync(workshopId);
      const now = clock();
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(checkoutSessions)
          .set({ confirmedAt: now })
          .where(and(eq(checkoutSessions.workshopId, workshopId), eq(checkoutSessions.id, sessionId), isNull(checkoutSessions.confirmedAt)))
          .returning({ id: checkoutSessions.id });
        if (claimed.length === 0)
          throw new FunctionError('aborted', 'This checkout was already confirmed.', { reason: 'already-confirmed' });
        const [workshop] = await tx.select({ status: workshops.subscriptionStatus }).from(workshops).where(eq(workshops.id, workshopId));
        const subscriptionActive = workshop?.status === 'active';
        await tx
          .insert(userSubscriptionFlags)
          .values({ userId, subscriptionActive, subscriptionUpdatedAt: now })
          .onConflictDoUpdate({ target: userSubscriptionFlags.userId, set: { subscriptionActive, subscriptionUpdatedAt: now } });
        return { success: subscriptionActive };
      });
    },

    /**
     * docs/product.md §7 callablesCreatePortalSession: the provider's billing portal for the workshop's customer.
     * It returns to the profile, which every state may open (an active subscriber on /subscription is sent away, §4).
     * `openedBy` is the admin who opens it (docs/stripe.md, "The billing portal and who opened it").
     */
    async createPortal(workshopId: string, openedBy: string, returnTo = publicUrl): Promise<{ url: string }> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.workshopId, workshopId));
      if (!row) throw new FunctionError('not-found', 'This workshop has not subscribed yet.', { reason: 'no-customer' });
      const session = await provider.createPortalSession({ customerId: row.customerId, returnUrl: `${returnTo}/profile`, openedBy });
      return { url: atAddress(session.url, returnTo) };
    },

    async details(workshopId: string): Promise<TSubscriptionDetails> {
      const [details, paidByChain] = await Promise.all([
        readSubscriptionDetails(db, workshopId, { provider: provider.name, publishableKey: provider.publishableKey, now: clock() }),
        chain.paidBy(workshopId),
      ]);
      return { ...details, paidByChain };
    },

    async invoice(workshopId: string, invoiceId: string) {
      const invoice = await findInvoice(db, workshopId, invoiceId);
      if (!invoice) throw new FunctionError('not-found', 'This invoice does not exist.', { reason: 'invoice-not-found' });
      return invoice;
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
