// The chain isolation suite's random runs (chain-isolation.test.ts): for each function of its table, who calls, the
// valid payload the isolation suite's arbitraries edit, and what takes a success back before the next run.
import { CHAIN_CASES, type CoveredChainFunction } from './chain-isolation-cases.ts';
import { draftFromA1, sentToA1, sharedCustomerOf, STOCK, DAYS, type ChainWorld } from './chain-isolation-fixture.ts';
import { pathsOf } from './isolation-payloads.ts';
import type { Caller } from './workshop-fixture.ts';

/** For each function's random runs: who calls, the valid payload, and what takes back a success before the next run. */
export interface RandomRun {
  caller: (world: ChainWorld) => Caller;
  valid: (world: ChainWorld) => unknown;
  reset?: (world: ChainWorld) => Promise<void>;
  /** A success uses the payload's transfer up: the next runs name a fresh one, made by `valid` again. */
  renew?: true;
}

/** `data` with each id of the payload `from` replaced by the one at the same place in `to`. */
export function renamed(data: unknown, from: unknown, to: unknown): unknown {
  const at = (value: unknown, path: string[]) => path.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], value);
  let json = JSON.stringify(data ?? null);
  for (const path of pathsOf(from)) {
    const [old, fresh] = [at(from, path), at(to, path)];
    if (typeof old === 'string' && typeof fresh === 'string' && old !== fresh)
      json = json.replaceAll(JSON.stringify(old), JSON.stringify(fresh));
  }
  return JSON.parse(json) as unknown;
}

const asChainAdmin = (valid: RandomRun['valid']): RandomRun => ({ caller: (w) => w.callers.chainAdmin, valid });

/** The chain's administrator reaches furthest: every function answers her valid payload, but chainsCreate, E's admin's. */
export const RANDOM_RUNS: Record<CoveredChainFunction, RandomRun> = {
  chainsGet: asChainAdmin(() => ({})),
  chainsCreate: {
    caller: (w) => w.e.admin,
    valid: () => ({ name: 'Cadena E' }),
    reset: async (w) => {
      await w.server.database.pool.query('delete from chains where head_workshop_id = $1', [w.e.id]);
    },
  },
  chainsAddWorkshop: { ...asChainAdmin((w) => ({ workshopId: w.e.id })), reset: CHAIN_CASES.chainsAddWorkshop.undo },
  chainsPublish: asChainAdmin((w) => ({ workshopIds: [w.a2.id], kinds: ['stockItems', 'maintenances'], lockPrices: true })),
  chainsDashboard: asChainAdmin(() => DAYS),
  chainsRepairs: asChainAdmin(() => ({ status: 'notReviewed', limit: 10, offset: 0 })),
  transfersList: asChainAdmin(() => ({})),
  transfersCreate: asChainAdmin((w) => ({ toWorkshopId: w.a2.id, lines: [{ itemId: STOCK.a1, quantity: 2 }], note: 'Nota' })),
  transfersSend: { ...asChainAdmin(async (w) => ({ id: (await draftFromA1(w)).id })), renew: true },
  transfersReceive: {
    ...asChainAdmin(async (w) => {
      const sent = await sentToA1(w);
      return { id: sent.id, lines: [{ lineId: sent.lines[0]!.id, quantity: 1 }] };
    }),
    renew: true,
  },
  transfersCancel: { ...asChainAdmin(async (w) => ({ id: (await draftFromA1(w)).id })), renew: true },
  chainsSetCustomerSharing: {
    ...asChainAdmin(() => ({ shares: true, noticeAccepted: true })),
    // A run that turned sharing off would leave the chain's customers' runs nothing to share.
    reset: async (w) => {
      await w.server.database.pool.query('update chains set shares_customers = true where id = $1', [w.chainId]);
    },
  },
  chainCustomersSearch: asChainAdmin(() => ({ query: 'Compartida' })),
  chainCustomersBring: {
    ...asChainAdmin(async (w) => ({ workshopId: w.a2.id, customerId: await sharedCustomerOf(w.a2, 'A2') })),
    renew: true,
  },
  chainCustomersElsewhere: asChainAdmin((w) => ({ customerId: w.sharedCustomers.a1 })),
  chainCustomersSetConsent: asChainAdmin((w) => ({ customerId: w.sharedCustomers.a1, consent: true })),
  chainSubscriptionGet: asChainAdmin(() => ({ refresh: true })),
  // Chain A pays already: C's admin opens checkouts for C's chain.
  chainSubscriptionCheckout: { caller: (w) => w.callers.outsider, valid: () => ({ planId: 'workshop-pro' }) },
  chainSubscriptionCancel: {
    ...asChainAdmin(() => ({})),
    reset: async (w) => {
      await w.callers.chainAdmin.ok('chainSubscriptionResume', {});
    },
  },
  chainSubscriptionResume: asChainAdmin(() => ({})),
  chainInvoicesGet: asChainAdmin((w) => ({ invoiceId: w.chainInvoiceId })),
  chainInvoicesPdf: asChainAdmin((w) => ({ invoiceId: w.chainInvoiceId, language: 'es' })),
};
