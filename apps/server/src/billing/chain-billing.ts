// docs/product.md §32.6, decision 084: a chain's one subscription for all its workshops. Its administrator starts a
// checkout of the plan for as many workshops as the chain has; its workshops' own subscriptions stop renewing while it
// pays (each ends at its period's end, so none is charged twice); a workshop that joins later is charged for from the
// next renewal; cancel and resume as the portal's. Every change ends in the chain's sync (chain-sync.ts).
import {
  billingAddressFromWorkshop,
  FunctionError,
  invalidField,
  type TChainSubscription,
  type TInvoiceSeller,
  type TPlan,
} from '@rueda/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chains, chainSubscriptions, subscriptions, workshops } from '../db/schema.ts';
import { applyChainCoverage, ownStatusOf } from './chain-coverage.ts';
import { findChainInvoice, listChainInvoices } from './chain-invoices.ts';
import { syncChain } from './chain-sync.ts';
import type { PaymentsProvider } from './provider.ts';

export interface ChainBillingOptions {
  db: Db;
  clock: () => Date;
  provider: PaymentsProvider;
  seller: TInvoiceSeller;
  plans: readonly TPlan[];
  /** The local provider's pages at the payer's address (billing.ts atAddress). */
  atAddress: (url: string, address: string) => string;
  syncWorkshop: (workshopId: string) => Promise<void>;
}

const RUNNING = ['active', 'past_due'];

export function createChainBilling(options: ChainBillingOptions) {
  const { db, clock, provider, seller, plans } = options;
  const sync = (chainId: string) => syncChain(db, provider, chainId, clock(), seller);

  const rowOf = async (chainId: string) => (await db.select().from(chainSubscriptions).where(eq(chainSubscriptions.chainId, chainId)))[0];

  const membersOf = (chainId: string) =>
    db
      .select({ id: workshops.id, name: workshops.name, address: workshops.address, taxId: workshops.taxId })
      .from(workshops)
      .where(eq(workshops.chainId, chainId));

  /**
   * While the chain pays: its quantity is its workshops', and no workshop's own subscription renews (each is set to end
   * at its period's end, as the portal's cancel does). Outside any transaction: the provider tells Rueda of each change.
   */
  async function settle(chainId: string): Promise<void> {
    const row = await rowOf(chainId);
    if (row?.state !== 'active' || !row.subscriptionId) return;
    const members = await membersOf(chainId);
    if (members.length > 0 && row.quantity !== members.length && RUNNING.includes(row.providerStatus ?? ''))
      await provider.updateSubscription(row.subscriptionId, { quantity: members.length });
    const ids = members.map((member) => member.id);
    const renewing = await db
      .select({ workshopId: subscriptions.workshopId, subscriptionId: subscriptions.subscriptionId })
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.workshopId, ids.length > 0 ? ids : ['']),
          inArray(subscriptions.providerStatus, RUNNING),
          eq(subscriptions.cancelAtPeriodEnd, false),
        ),
      );
    for (const own of renewing) {
      if (!own.subscriptionId) continue;
      await provider.updateSubscription(own.subscriptionId, { cancelAtPeriodEnd: true });
      await options.syncWorkshop(own.workshopId);
    }
  }

  async function view(chainId: string): Promise<TChainSubscription> {
    const [chain] = await db.select().from(chains).where(eq(chains.id, chainId));
    if (!chain) throw new FunctionError('not-found', 'This chain does not exist.', { reason: 'chain-not-found' });
    const [row, invoices] = await Promise.all([rowOf(chainId), listChainInvoices(db, chainId)]);
    const now = clock();
    const plan = plans.find((candidate) => candidate.id === row?.planId) ?? plans[0]!;
    const members = await db
      .select({ workshop: workshops, own: subscriptions })
      .from(workshops)
      .leftJoin(subscriptions, eq(subscriptions.workshopId, workshops.id))
      .where(eq(workshops.chainId, chainId));
    const covered = members
      .map(({ workshop, own }) => ({
        id: workshop.id,
        name: workshop.name,
        taxId: workshop.taxId,
        isHeadOffice: workshop.id === chain.headWorkshopId,
        ownStatus: ownStatusOf(workshop, own, now),
        ownRenews: Boolean(own?.subscriptionId) && RUNNING.includes(own?.providerStatus ?? '') && !own?.cancelAtPeriodEnd,
        ownPeriodEnd:
          own?.subscriptionId && RUNNING.includes(own.providerStatus ?? '') ? (own.currentPeriodEnd?.toISOString() ?? null) : null,
      }))
      .sort((a, b) => Number(b.isHeadOffice) - Number(a.isHeadOffice) || a.name.localeCompare(b.name, 'es') || a.id.localeCompare(b.id));
    const state = (row?.state ?? 'none') as TChainSubscription['state'];
    return {
      chainId,
      chainName: chain.name,
      state,
      planId: plan.id,
      planName: row?.planName ?? plan.name,
      pricePerWorkshop: plan.price,
      // The next period's: the price for each workshop of the chain now.
      amount: plan.price * covered.length,
      currency: row?.currency ?? plan.currency,
      interval: plan.interval,
      currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
      paymentFailureReason: row?.paymentFailureReason ?? null,
      workshops: covered,
      invoices: invoices.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        workshops: invoice.lines.length,
        total: invoice.total,
        currency: invoice.currency,
      })),
    };
  }

  async function setCancel(chainId: string, cancelAtPeriodEnd: boolean): Promise<TChainSubscription> {
    const row = await rowOf(chainId);
    if (!row?.subscriptionId || !RUNNING.includes(row.providerStatus ?? ''))
      throw new FunctionError('failed-precondition', 'The chain has no running subscription.', { reason: 'no-subscription' });
    await provider.updateSubscription(row.subscriptionId, { cancelAtPeriodEnd });
    await sync(chainId);
    return view(chainId);
  }

  return {
    sync,
    settle,
    view,

    /** `refresh`: the provider is read again first (the payer is back from its checkout). */
    async get(chainId: string, refresh: boolean): Promise<TChainSubscription> {
      if (refresh) {
        await sync(chainId);
        await settle(chainId);
      }
      return view(chainId);
    },

    /** A checkout of the plan for each workshop of the chain, charged at once; the payer comes back to /chain. */
    async createCheckout(
      chainId: string,
      payer: { userId: string; email: string },
      planId: string,
      returnTo: string,
    ): Promise<{ sessionId: string; url: string }> {
      const plan = plans.find((candidate) => candidate.id === planId);
      if (!plan) throw invalidField('planId', 'There is no plan with this id.');
      const [chain] = await db.select().from(chains).where(eq(chains.id, chainId));
      if (!chain) throw new FunctionError('not-found', 'This chain does not exist.', { reason: 'chain-not-found' });
      const existing = await rowOf(chainId);
      if (existing?.state === 'active')
        throw new FunctionError('aborted', 'This chain already has an active subscription.', { reason: 'already-active' });
      const members = await membersOf(chainId);
      let customerId = existing?.customerId;
      if (!customerId) {
        const head = members.find((member) => member.id === chain.headWorkshopId) ?? { name: chain.name, address: '', taxId: '' };
        const customer = await provider.createCustomer({
          workshopId: chain.headWorkshopId,
          chainId,
          email: payer.email,
          name: chain.name,
          billingAddress: { ...billingAddressFromWorkshop(head), name: chain.name },
        });
        await db
          .insert(chainSubscriptions)
          .values({ chainId, provider: provider.name, customerId: customer.id, startedBy: payer.userId, syncedAt: clock() })
          .onConflictDoNothing({ target: chainSubscriptions.chainId });
        customerId = (await rowOf(chainId))!.customerId;
      }
      const session = await provider.createCheckoutSession({
        customerId,
        plan,
        quantity: Math.max(members.length, 1),
        successUrl: `${returnTo}/chain?subscription=done`,
        cancelUrl: `${returnTo}/chain`,
        trialEnd: null,
      });
      return { sessionId: session.id, url: options.atAddress(session.url, returnTo) };
    },

    /** A workshop joined the chain: covered at once while the chain pays, charged for from the next renewal. */
    async workshopsChanged(chainId: string): Promise<void> {
      await db.transaction((tx) => applyChainCoverage(tx, chainId, clock()));
      await settle(chainId);
    },

    cancel: (chainId: string) => setCancel(chainId, true),
    resume: (chainId: string) => setCancel(chainId, false),

    async invoice(chainId: string, invoiceId: string) {
      const invoice = await findChainInvoice(db, chainId, invoiceId);
      if (!invoice) throw new FunctionError('not-found', 'This invoice does not exist.', { reason: 'invoice-not-found' });
      return invoice;
    },

    /** The workshop's chain, when it pays for it now: the workshop's subscription screen says so (§32.6). */
    async paidBy(workshopId: string): Promise<{ chainName: string; currentPeriodEnd: string | null } | null> {
      const [row] = await db
        .select({ name: chains.name, state: chainSubscriptions.state, end: chainSubscriptions.currentPeriodEnd })
        .from(workshops)
        .innerJoin(chains, eq(chains.id, workshops.chainId))
        .innerJoin(chainSubscriptions, eq(chainSubscriptions.chainId, chains.id))
        .where(eq(workshops.id, workshopId));
      return row?.state === 'active' ? { chainName: row.name, currentPeriodEnd: row.end?.toISOString() ?? null } : null;
    },
  };
}

export type ChainBilling = ReturnType<typeof createChainBilling>;
