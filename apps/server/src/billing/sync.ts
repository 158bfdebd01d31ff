// Rueda's mirror of one workshop's subscription (decision 014): re-read from the provider after anything
// that may have changed it, never from an event's payload, and written in one transaction with the
// workshop's subscription_status (which the claims read) and the notifications document.
import { subscriptionStateOf, type SubscriptionStatus, type TInvoiceSeller } from '@rueda/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { paymentMethods, payments, subscriptions, workshops } from '../db/schema.ts';
import { chainPays, recordWorkshopStatus } from './chain-coverage.ts';
import { chainOfCustomer, syncChain } from './chain-sync.ts';
import { issueInvoice } from './invoices.ts';
import { gracePeriodOf, invoiceablePayment, subscriptionColumns } from './mirror.ts';
import type { PaymentsProvider, ProviderCustomerState } from './provider.ts';

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
  const graceUntil = gracePeriodOf(state);
  const pending = state.payments.find((payment) => payment.status === 'requires_action' && payment.clientSecret);
  await db
    .update(subscriptions)
    .set({
      ...subscriptionColumns(state, graceUntil, now),
      defaultPaymentMethodId: state.customer.defaultPaymentMethodId,
      pendingPayment: pending ? { clientSecret: pending.clientSecret, amount: pending.amount, currency: pending.currency } : null,
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
    const invoice = invoiceablePayment(state, payment);
    if (invoice)
      await issueInvoice(db, {
        workshopId,
        workshop: { name: workshop.name, address: workshop.address, taxId: workshop.taxId },
        seller,
        ...invoice,
      });
  }

  const own = stateOf(state, workshop.subscriptionStatus, graceUntil, now);
  // docs/product.md §32.6: while its chain pays for it, the workshop is active whatever its own subscription says.
  const next = own && (await chainPays(db, workshopId)) ? 'active' : own;
  if (next && next !== workshop.subscriptionStatus) await recordWorkshopStatus(db, workshopId, next, now);
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
  if (row) return syncWorkshop(db, provider, row.workshopId, now, seller);
  // docs/product.md §32.6: a chain's customer, synced as a workshop's (its events and webhooks alike).
  const chainId = await chainOfCustomer(db, customerId);
  if (chainId) await syncChain(db, provider, chainId, now, seller);
}
