// docs/product.md §32.6, decision 084: Rueda's mirror of a chain's subscription, re-read from the provider after
// anything that may have changed it (its checkout, a renewal, cancel or resume, a webhook), never from an event's
// payload, as a workshop's is (sync.ts). In one transaction: the chain's row, an invoice per new succeeded payment with a
// line per workshop, and every workshop's state (chain-coverage.ts).
import { GRACE_PERIOD_DAYS, subscriptionStateOf, type TInvoiceSeller } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { chains, chainSubscriptions } from '../db/schema.ts';
import { applyChainCoverage } from './chain-coverage.ts';
import { issueChainInvoice } from './chain-invoices.ts';
import type { PaymentsProvider, ProviderCustomerState } from './provider.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function writeChainMirror(db: Executor, chainId: string, state: ProviderCustomerState, now: Date, seller: TInvoiceSeller) {
  // The chain's row locked: two syncs of one chain take turns, so no invoice number is drawn twice for one payment.
  const [chain] = await db.select().from(chains).where(eq(chains.id, chainId)).for('update');
  if (!chain) return;
  const [row] = await db.select().from(chainSubscriptions).where(eq(chainSubscriptions.chainId, chainId));
  if (!row) return;
  const subscription = state.subscription;
  const graceUntil =
    subscription?.status === 'past_due' && subscription.pastDueSince
      ? new Date(subscription.pastDueSince.getTime() + GRACE_PERIOD_DAYS * DAY_MS)
      : null;
  const next = subscription ? subscriptionStateOf(subscription.status, graceUntil, now) : row.state;
  await db
    .update(chainSubscriptions)
    .set({
      subscriptionId: subscription?.id ?? null,
      providerStatus: subscription?.status ?? null,
      state: next,
      planId: subscription?.planId ?? null,
      planName: subscription?.planName ?? null,
      amount: subscription?.amount ?? null,
      quantity: subscription?.quantity ?? null,
      currency: subscription?.currency ?? null,
      currentPeriodStart: subscription?.currentPeriodStart ?? null,
      currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      gracePeriodUntil: graceUntil,
      paymentFailureReason: subscription?.status === 'past_due' || subscription?.status === 'unpaid' ? subscription.failureReason : null,
      billingAddress: state.customer.billingAddress,
      syncedAt: now,
    })
    .where(eq(chainSubscriptions.chainId, chainId));
  // Oldest first, so invoice numbers follow the payments' order.
  for (const payment of [...state.payments].reverse()) {
    if (payment.status !== 'succeeded' || !payment.periodStart || !payment.periodEnd) continue;
    await issueChainInvoice(db, {
      chain,
      seller,
      billingAddress: state.customer.billingAddress,
      planName: subscription?.planName ?? '',
      payment: { ...payment, date: payment.created, periodStart: payment.periodStart, periodEnd: payment.periodEnd },
    });
  }
  await applyChainCoverage(db, chainId, now);
}

/** Re-reads the chain's customer at the provider and writes Rueda's mirror; nothing before its first checkout. */
export async function syncChain(db: Db, provider: PaymentsProvider, chainId: string, now: Date, seller: TInvoiceSeller): Promise<void> {
  const [row] = await db.select().from(chainSubscriptions).where(eq(chainSubscriptions.chainId, chainId));
  if (!row) return;
  const state = await provider.retrieveCustomerState(row.customerId);
  if (!state) return;
  await db.transaction((tx) => writeChainMirror(tx, chainId, state, now, seller));
}

/** The chain whose customer at the provider this is, or null (a workshop's, or no one's). */
export async function chainOfCustomer(db: Executor, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ chainId: chainSubscriptions.chainId })
    .from(chainSubscriptions)
    .where(eq(chainSubscriptions.customerId, customerId));
  return row?.chainId ?? null;
}
