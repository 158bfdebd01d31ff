// Rueda's mirror of one workshop's subscription (decision 014): re-read from the provider after anything
// that may have changed it, never from an event's payload, and written in one transaction with the
// workshop's subscription_status (which the claims read) and the notifications document.
import { GRACE_PERIOD_DAYS, subscriptionStateOf, type SubscriptionStatus, type TInvoiceSeller } from '@rueda/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { paymentMethods, payments, subscriptions, userSubscriptionFlags, workshops, workshopUsers } from '../db/schema.ts';
import { issueInvoice } from './invoices.ts';
import { notifySubscriptionChange } from '../data/notifications.ts';
import type { PaymentsProvider, ProviderCustomerState } from './provider.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The workshop's state from the provider's subscription; null keeps the state it has (no subscription yet). */
function stateOf(state: ProviderCustomerState, current: string, graceUntil: Date | null, now: Date): SubscriptionStatus | null {
  const subscription = state.subscription;
  if (!subscription) return null;
  const next = subscriptionStateOf(subscription.status, graceUntil, now);
  // A first payment that did not go through does not take away a trial that is still running.
  if (next === 'incomplete' && current === 'trialing') return null;
  return next;
}

async function writeMirror(
  db: Executor,
  workshopId: string,
  state: ProviderCustomerState,
  now: Date,
  seller: TInvoiceSeller,
): Promise<void> {
  const [workshop] = await db.select().from(workshops).where(eq(workshops.id, workshopId)).for('update');
  if (!workshop) return;
  const subscription = state.subscription;
  const graceUntil =
    subscription?.status === 'past_due' && subscription.pastDueSince
      ? new Date(subscription.pastDueSince.getTime() + GRACE_PERIOD_DAYS * DAY_MS)
      : null;
  const pending = state.payments.find((payment) => payment.status === 'requires_action' && payment.clientSecret);
  await db
    .update(subscriptions)
    .set({
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
      defaultPaymentMethodId: state.customer.defaultPaymentMethodId,
      billingAddress: state.customer.billingAddress,
      pendingPayment: pending ? { clientSecret: pending.clientSecret, amount: pending.amount, currency: pending.currency } : null,
      syncedAt: now,
    })
    .where(eq(subscriptions.workshopId, workshopId));

  const methodIds = state.paymentMethods.map((method) => method.id);
  await db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.workshopId, workshopId), methodIds.length > 0 ? notInArray(paymentMethods.id, methodIds) : undefined));
  for (const method of state.paymentMethods) {
    const row = { ...method, isDefault: method.id === state.customer.defaultPaymentMethodId };
    await db
      .insert(paymentMethods)
      .values({ workshopId, ...row, created: now })
      .onConflictDoUpdate({ target: [paymentMethods.workshopId, paymentMethods.id], set: row });
  }

  // A canceled payment took no money: it leaves the history (it was shown while it waited).
  const canceledIds = state.payments.filter((payment) => payment.status === 'canceled').map((payment) => payment.id);
  if (canceledIds.length > 0) await db.delete(payments).where(and(eq(payments.workshopId, workshopId), inArray(payments.id, canceledIds)));
  // Oldest first, so invoice numbers follow the payments' order.
  for (const payment of [...state.payments].reverse()) {
    if (payment.status === 'canceled') continue;
    const row = {
      date: payment.created,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      failureReason: payment.failureReason,
      periodStart: payment.periodStart,
      periodEnd: payment.periodEnd,
    };
    await db
      .insert(payments)
      .values({ workshopId, id: payment.id, ...row })
      .onConflictDoUpdate({ target: [payments.workshopId, payments.id], set: row });
    if (payment.status === 'succeeded' && payment.periodStart && payment.periodEnd) {
      await issueInvoice(db, {
        workshopId,
        workshop: { name: workshop.name, address: workshop.address, taxId: workshop.taxId },
        seller,
        billingAddress: state.customer.billingAddress,
        planName: subscription?.planName ?? '',
        payment: { ...payment, date: payment.created, periodStart: payment.periodStart, periodEnd: payment.periodEnd },
      });
    }
  }

  const next = stateOf(state, workshop.subscriptionStatus, graceUntil, now);
  if (next && next !== workshop.subscriptionStatus) {
    await db.update(workshops).set({ subscriptionStatus: next, updatedAt: now }).where(eq(workshops.id, workshopId));
    await notifySubscriptionChange(db, workshopId, next, now);
    // docs/product.md §3 users/{uid}: the members whose flag a confirmed checkout set follow the state.
    const members = db.select({ userId: workshopUsers.userId }).from(workshopUsers).where(eq(workshopUsers.workshopId, workshopId));
    await db
      .update(userSubscriptionFlags)
      .set({ subscriptionActive: next === 'active', subscriptionUpdatedAt: now })
      .where(inArray(userSubscriptionFlags.userId, members));
  }
}

/** Re-reads the workshop's customer at the provider and writes Rueda's mirror; nothing without a customer. `seller`: on new invoices. */
export async function syncWorkshop(
  db: Db,
  provider: PaymentsProvider,
  workshopId: string,
  now: Date,
  seller: TInvoiceSeller,
): Promise<void> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.workshopId, workshopId));
  if (!row) return;
  const state = await provider.retrieveCustomerState(row.customerId);
  if (!state) return;
  await db.transaction((tx) => writeMirror(tx, workshopId, state, now, seller));
}

/** The same, from the provider's customer id (what its events name). */
export async function syncCustomer(
  db: Db,
  provider: PaymentsProvider,
  customerId: string,
  now: Date,
  seller: TInvoiceSeller,
): Promise<void> {
  const [row] = await db
    .select({ workshopId: subscriptions.workshopId })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  if (row) await syncWorkshop(db, provider, row.workshopId, now, seller);
}
