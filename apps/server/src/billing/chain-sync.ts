// docs/product.md §32.6, decision 084: Rueda's mirror of a chain's subscription, re-read from the provider after
// anything that may have changed it (its checkout, a renewal, cancel or resume, a webhook), never from an event's
// payload, as a workshop's is (sync.ts). In one transaction: the chain's row, an invoice per new succeeded payment with a
// line per workshop, and every workshop's state (chain-coverage.ts).
import { subscriptionStateOf, type TInvoiceSeller } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { chains, chainSubscriptions } from '../db/schema.ts';
import { applyChainCoverage } from './chain-coverage.ts';
import { issueChainInvoice } from './chain-invoices.ts';
import { gracePeriodOf, invoiceablePayment, subscriptionColumns } from './mirror.ts';
import type { PaymentsProvider, ProviderCustomerState } from './provider.ts';

async function writeChainMirror(db: Executor, chainId: string, state: ProviderCustomerState, now: Date, seller: TInvoiceSeller) {
  // The chain's row locked: two syncs of one chain take turns, so no invoice number is drawn twice for one payment.
  const [chain] = await db.select().from(chains).where(eq(chains.id, chainId)).for('update');
  if (!chain) return;
  const [row] = await db.select().from(chainSubscriptions).where(eq(chainSubscriptions.chainId, chainId));
  if (!row) return;
  const subscription = state.subscription;
  const graceUntil = gracePeriodOf(state);
  const next = subscription ? subscriptionStateOf(subscription.status, graceUntil, now) : row.state;
  await db
    .update(chainSubscriptions)
    .set({ ...subscriptionColumns(state, graceUntil, now), state: next, quantity: subscription?.quantity ?? null })
    .where(eq(chainSubscriptions.chainId, chainId));
  // Oldest first, so invoice numbers follow the payments' order.
  for (const payment of [...state.payments].reverse()) {
    const invoice = invoiceablePayment(state, payment);
    if (invoice) await issueChainInvoice(db, { chain, seller, ...invoice });
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
