// Paying a local checkout session (decision 014), what the checkout page /pay/checkout/{id} will post:
// a typed card and a billing address. The test cards of packages/domain/src/billing/cards.ts decide:
// 4242 pays and the subscription starts for one period; 0002 (or any real card) is refused and the
// session stays open with the provider's message; 3155 waits for the card's extra confirmation
// (confirmPayment), which completes the session or refuses it. A session with a trial end (a workshop
// subscribing during its trial, docs/product.md §4) charges nothing: any usable card is saved and the
// subscription trials until then, when the renewals pass makes the first charge (renewals.ts).
import { CARD_MESSAGES, ZBillingAddressSchema, type TBillingAddress, type TypedCard } from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { localpayCheckoutSessions, localpayCustomers, localpayPaymentIntents, localpaySubscriptions } from '../../db/schema.ts';
import { readCard, saveCard } from './cards.ts';
import { successUrlOf } from './local-provider.ts';
import { LocalPayError, newId, periodEndOf, type LocalPayContext } from './support.ts';

/** What the checkout page shows of an open session: the plan, its price, the payer. */
export interface CheckoutDescription {
  planName: string;
  amount: number;
  currency: string;
  interval: string;
  email: string;
  customerName: string;
  /** Whose checkout it is: its page writes dates on that workshop's clock (docs/product.md §1). */
  workshopId: string;
  /** The customer's billing address, or what onboarding gave of it (billing.ts), to prefill the form. */
  billingAddress: Partial<TBillingAddress> | null;
  /** When the first charge falls, at the trial's end; null: it is made on paying. */
  trialEnd: Date | null;
  successUrl: string;
  cancelUrl: string;
}

export type CheckoutResult =
  | { status: 'complete'; successUrl: string }
  | { status: 'declined'; message: string }
  | { status: 'requires_action'; clientSecret: string };

export type ConfirmPaymentResult = { status: 'succeeded'; successUrl: string | null } | { status: 'failed'; message: string };

type SessionRow = typeof localpayCheckoutSessions.$inferSelect;

async function openSession(db: Executor, sessionId: string, now: Date): Promise<SessionRow> {
  const [session] = await db.select().from(localpayCheckoutSessions).where(eq(localpayCheckoutSessions.id, sessionId)).for('update');
  if (!session) throw new LocalPayError('not-found', 'This checkout does not exist.');
  if (session.status !== 'open') throw new LocalPayError('closed', 'This checkout is already closed.');
  if (session.expires.getTime() <= now.getTime()) throw new LocalPayError('expired', 'This checkout has expired.');
  return session;
}

/** An open session as its page shows it; an unknown, closed or expired one is refused as paying it would be. */
export async function describeCheckout(context: LocalPayContext, sessionId: string): Promise<CheckoutDescription> {
  const [row] = await context.db
    .select({ session: localpayCheckoutSessions, customer: localpayCustomers })
    .from(localpayCheckoutSessions)
    .innerJoin(localpayCustomers, eq(localpayCustomers.id, localpayCheckoutSessions.customerId))
    .where(eq(localpayCheckoutSessions.id, sessionId));
  if (!row) throw new LocalPayError('not-found', 'This checkout does not exist.');
  const { session, customer } = row;
  if (session.status !== 'open') throw new LocalPayError('closed', 'This checkout is already closed.');
  if (session.expires.getTime() <= context.clock().getTime()) throw new LocalPayError('expired', 'This checkout has expired.');
  const address = ZBillingAddressSchema.partial().safeParse(customer.billingAddress);
  return {
    planName: session.planName,
    amount: session.amount,
    currency: session.currency,
    interval: session.interval,
    email: customer.email,
    customerName: customer.name,
    workshopId: customer.workshopId,
    billingAddress: address.success ? address.data : null,
    trialEnd: trialKept(session, context.clock()) ? session.trialEnd : null,
    successUrl: successUrlOf(session),
    cancelUrl: session.cancelUrl,
  };
}

/** Whether the session's subscription trials first: its trial end is still ahead (it was 48 hours ahead at its start). */
function trialKept(session: SessionRow, now: Date): session is SessionRow & { trialEnd: Date } {
  return session.trialEnd !== null && session.trialEnd.getTime() > now.getTime();
}

/**
 * The session's subscription starts now: paid by `paymentIntentId` for one period of the plan, or, with no
 * payment, trialing until the session's trial end, when the renewals pass charges its first period.
 */
async function startSubscription(db: Executor, session: SessionRow, paymentIntentId: string | null, now: Date): Promise<void> {
  const subscriptionId = newId('sub');
  const trialEnd = paymentIntentId === null && trialKept(session, now) ? session.trialEnd : null;
  const periodEnd = trialEnd ?? periodEndOf(now, session.interval);
  await db.insert(localpaySubscriptions).values({
    id: subscriptionId,
    customerId: session.customerId,
    planId: session.planId,
    planName: session.planName,
    amount: session.amount,
    quantity: session.quantity,
    currency: session.currency,
    interval: session.interval,
    status: trialEnd ? 'trialing' : 'active',
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd,
    created: now,
  });
  if (paymentIntentId) {
    await db
      .update(localpayPaymentIntents)
      .set({ status: 'succeeded', subscriptionId, periodStart: now, periodEnd })
      .where(eq(localpayPaymentIntents.id, paymentIntentId));
  }
  await db
    .update(localpayCheckoutSessions)
    .set({ status: 'complete', subscriptionId, paymentIntentId: null, lastError: null })
    .where(eq(localpayCheckoutSessions.id, session.id));
}

export async function completeCheckout(
  context: LocalPayContext,
  sessionId: string,
  card: TypedCard,
  billingAddress: TBillingAddress,
): Promise<CheckoutResult> {
  const address = ZBillingAddressSchema.safeParse(billingAddress);
  if (!address.success) throw new LocalPayError('invalid', 'The billing address is incomplete.');
  const now = context.clock();
  const { result, customerId } = await context.db.transaction(async (tx) => {
    const session = await openSession(tx, sessionId, now);
    const reading = readCard(card, now);
    if (!reading.usable) {
      await tx.update(localpayCheckoutSessions).set({ lastError: reading.message }).where(eq(localpayCheckoutSessions.id, session.id));
      return { result: { status: 'declined', message: reading.message } as const, customerId: null };
    }
    // A card typed again after one that waited for its confirmation replaces that payment, as Stripe cancels it.
    await tx
      .update(localpayPaymentIntents)
      .set({ status: 'canceled' })
      .where(and(eq(localpayPaymentIntents.checkoutSessionId, session.id), eq(localpayPaymentIntents.status, 'requires_action')));
    const paymentMethodId = await saveCard(tx, session.customerId, card, reading.behaviour, now);
    await tx
      .update(localpayCustomers)
      .set({ billingAddress: address.data, defaultPaymentMethodId: paymentMethodId })
      .where(eq(localpayCustomers.id, session.customerId));
    if (trialKept(session, now)) {
      // Nothing is charged today, so no confirmation is asked; a 3155 card pays off-session later, as at Stripe.
      await startSubscription(tx, session, null, now);
      return { result: { status: 'complete', successUrl: successUrlOf(session) } as const, customerId: session.customerId };
    }
    const intent = {
      id: newId('pi'),
      customerId: session.customerId,
      checkoutSessionId: session.id,
      paymentMethodId,
      amount: session.amount,
      currency: session.currency,
      clientSecret: `${newId('pi')}_secret`,
      created: now,
    };
    if (reading.behaviour === 'requiresAction') {
      await tx.insert(localpayPaymentIntents).values({ ...intent, status: 'requires_action' });
      await tx
        .update(localpayCheckoutSessions)
        .set({ paymentIntentId: intent.id, lastError: null })
        .where(eq(localpayCheckoutSessions.id, session.id));
      return { result: { status: 'requires_action', clientSecret: intent.clientSecret } as const, customerId: session.customerId };
    }
    // 0341 pays this first charge and declines the renewals (its behaviour's name, cards.ts).
    await tx.insert(localpayPaymentIntents).values({ ...intent, status: 'processing' });
    await startSubscription(tx, session, intent.id, now);
    return { result: { status: 'complete', successUrl: successUrlOf(session) } as const, customerId: session.customerId };
  });
  if (customerId) await context.customerChanged(customerId);
  return result;
}

/**
 * The card's extra confirmation (LocalPay.confirmCardPayment, Stripe.js's in Stripe's case): `approve`
 * is the payer passing it or not. Passing completes the checkout that waited for it.
 */
export async function confirmPayment(context: LocalPayContext, clientSecret: string, approve: boolean): Promise<ConfirmPaymentResult> {
  const now = context.clock();
  const { result, customerId } = await context.db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(localpayPaymentIntents)
      .where(and(eq(localpayPaymentIntents.clientSecret, clientSecret), eq(localpayPaymentIntents.status, 'requires_action')))
      .for('update');
    if (!intent) throw new LocalPayError('not-found', 'This payment does not wait for a confirmation.');
    const session = intent.checkoutSessionId ? await openSession(tx, intent.checkoutSessionId, now) : null;
    if (!approve) {
      const message = CARD_MESSAGES.authenticationFailed;
      await tx
        .update(localpayPaymentIntents)
        .set({ status: 'failed', failureReason: message })
        .where(eq(localpayPaymentIntents.id, intent.id));
      if (session) {
        await tx
          .update(localpayCheckoutSessions)
          .set({ paymentIntentId: null, lastError: message })
          .where(eq(localpayCheckoutSessions.id, session.id));
      }
      return { result: { status: 'failed', message } as const, customerId: intent.customerId };
    }
    if (session) await startSubscription(tx, session, intent.id, now);
    else await tx.update(localpayPaymentIntents).set({ status: 'succeeded' }).where(eq(localpayPaymentIntents.id, intent.id));
    return { result: { status: 'succeeded', successUrl: session ? successUrlOf(session) : null } as const, customerId: intent.customerId };
  });
  await context.customerChanged(customerId);
  return result;
}
