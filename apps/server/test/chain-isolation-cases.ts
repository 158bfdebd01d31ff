// The chain isolation suite's table (chain-isolation.test.ts, docs/product.md §32): every function of the chains' areas,
// a valid payload naming the chain's rows and the other side's, and what each role gets: its result, checked, or the
// refusal with its reason. A new function of these areas fails the compiler here (and the suite's registry test) until
// it has a case, or is named in CHAIN_FUNCTIONS_AWAITING_CASES by the engineer writing it.
import type { FunctionInput, FunctionName, FunctionOutput } from '@rueda/domain';
import { expect } from 'vitest';
import {
  DAYS,
  draftFromA1,
  sentToA1,
  sharedCustomerOf,
  STOCK,
  type ChainWorld,
  type Refusal,
  type Role,
} from './chain-isolation-fixture.ts';

/**
 * Functions of the chains' areas being written now, whose cases their authors add here when their payloads settle
 * (then remove the name from this list). Until then the suite's registry test lets them pass, and says so.
 */
export const CHAIN_FUNCTIONS_AWAITING_CASES = [] as const;

/** Every function of the chains' areas, told by its name: the chains', the chain view's and customers', the transfers'. */
export type ChainAreaFunction = Extract<FunctionName, `chain${string}` | `transfers${string}`>;
export const isChainAreaFunction = (name: string) => /^(chains?|transfers)[A-Z]/.test(name);

type Outcome<N extends FunctionName> = { ok: (output: FunctionOutput<N>, world: ChainWorld) => void } | Refusal;

export interface ChainCase<N extends FunctionName> {
  /** The payload, made for each call: a transfer to send or receive is a fresh one, made by its workshop's people. */
  payload: (world: ChainWorld) => FunctionInput<N> | Promise<FunctionInput<N>>;
  /** What each role gets; the roles call in ROLES' order, the chain's administrator last. */
  expect: Record<Role, Outcome<N>>;
  /** Takes back what a successful call changed that later cases rely on. */
  undo?: (world: ChainWorld) => Promise<void>;
}

const notChainAdmin: Refusal = { status: 'PERMISSION_DENIED', reason: 'not-chain-admin', message: /chain’s administrators/ };
const notFound: Refusal = { status: 'NOT_FOUND' };
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id).sort();
const sorted = (...values: string[]) => [...values].sort();

/** A1's people (member, its own admin, the chain's administrator) in A1 do as the workshop does. */
function inA1<N extends FunctionName>(ok: (output: FunctionOutput<N>, world: ChainWorld) => void, outsider: Refusal) {
  return { member: { ok }, shopAdmin: { ok }, chainAdmin: { ok }, outsider } satisfies Record<Role, Outcome<N>>;
}

export const CHAIN_CASES = {
  chainsGet: {
    payload: () => ({}),
    expect: {
      member: { ok: (output) => expect(output).toEqual({ chain: null, isChainAdmin: false }) },
      shopAdmin: {
        ok: (output, world) => {
          expect(output).toMatchObject({ isChainAdmin: false, chain: { id: world.chainId } });
          expect(ids(output.chain!.workshops)).toEqual(sorted(world.a1.id, world.a2.id));
        },
      },
      outsider: {
        ok: (output, world) => {
          expect(output).toMatchObject({ isChainAdmin: true, chain: { id: world.cChainId } });
          expect(ids(output.chain!.workshops)).toEqual([world.c.id]);
        },
      },
      chainAdmin: {
        ok: (output, world) => {
          expect(output).toMatchObject({ isChainAdmin: true, chain: { id: world.chainId, headWorkshopId: world.a1.id } });
          expect(ids(output.chain!.workshops)).toEqual(sorted(world.a1.id, world.a2.id));
        },
      },
    },
  },
  chainsCreate: {
    payload: () => ({ name: 'Otra cadena' }),
    expect: {
      member: { status: 'PERMISSION_DENIED', reason: 'role' },
      shopAdmin: { status: 'FAILED_PRECONDITION', reason: 'already-in-chain' },
      outsider: { status: 'FAILED_PRECONDITION', reason: 'already-in-chain' },
      chainAdmin: { status: 'FAILED_PRECONDITION', reason: 'already-in-chain' },
    },
  },
  chainsAddWorkshop: {
    payload: (world) => ({ workshopId: world.e.id }),
    expect: {
      member: notChainAdmin,
      shopAdmin: notChainAdmin,
      // C's admin administers a chain, but is no admin of E: not found, which tells nothing of E.
      outsider: { status: 'NOT_FOUND', reason: 'not-a-member', field: 'workshopId' },
      chainAdmin: {
        ok: (output, world) => expect(ids(output.chain!.workshops)).toEqual(sorted(world.a1.id, world.a2.id, world.e.id)),
      },
    },
    undo: async (world) => {
      await world.server.database.pool.query('update workshops set chain_id = null where id = $1', [world.e.id]);
    },
  },
  chainsPublish: {
    payload: (world) => ({ workshopIds: [world.a2.id], kinds: ['stockItems'] }),
    expect: {
      member: notChainAdmin,
      shopAdmin: notChainAdmin,
      outsider: { status: 'NOT_FOUND', reason: 'not-in-chain', field: 'workshopIds.0', message: /not one of the chain’s/ },
      chainAdmin: {
        ok: (output, world) => expect(output.workshops).toMatchObject([{ workshopId: world.a2.id, workshopName: 'Taller A2' }]),
      },
    },
  },
  chainsDashboard: {
    payload: () => DAYS,
    expect: {
      member: notChainAdmin,
      shopAdmin: notChainAdmin,
      outsider: { ok: (output, world) => expect(output.workshops.map((shop) => shop.workshopId)).toEqual([world.c.id]) },
      chainAdmin: {
        ok: (output, world) => {
          expect(output.workshops.map((shop) => shop.workshopId).sort()).toEqual(sorted(world.a1.id, world.a2.id));
          expect(output.total.mechanics.map((mechanic) => mechanic.workshopId)).not.toContain(world.c.id);
        },
      },
    },
  },
  chainsRepairs: {
    payload: () => ({ limit: 100 }),
    expect: {
      member: notChainAdmin,
      shopAdmin: notChainAdmin,
      outsider: { ok: (output, world) => expect(ids(output.repairs)).toEqual([world.repairs.c]) },
      chainAdmin: { ok: (output, world) => expect(ids(output.repairs)).toEqual(sorted(world.repairs.a1, world.repairs.a2)) },
    },
  },
  transfersList: {
    payload: () => ({}),
    expect: {
      ...inA1<'transfersList'>((output, world) => {
        expect(output.destinations).toEqual([{ id: world.a2.id, name: 'Taller A2' }]);
        const sides = [...output.outgoing, ...output.incoming].flatMap((transfer) => [transfer.fromWorkshopId, transfer.toWorkshopId]);
        expect(new Set(sides)).toEqual(new Set(sides.length ? [world.a1.id, world.a2.id] : []));
      }, notFound),
      // C's chain has no other workshop, and C has sent and received nothing.
      outsider: { ok: (output) => expect(output).toEqual({ outgoing: [], incoming: [], destinations: [] }) },
    },
  },
  transfersCreate: {
    payload: (world) => ({ toWorkshopId: world.a2.id, lines: [{ itemId: STOCK.a1, quantity: 1 }], note: 'Para A2' }),
    expect: inA1<'transfersCreate'>(
      (output, world) => expect(output).toMatchObject({ state: 'draft', fromWorkshopId: world.a1.id, toWorkshopId: world.a2.id }),
      // A2 is no workshop of C's chain.
      { status: 'NOT_FOUND', field: 'toWorkshopId', message: /not one of the chain’s/ },
    ),
  },
  transfersSend: {
    payload: async (world) => ({ id: (await draftFromA1(world)).id }),
    expect: inA1<'transfersSend'>((output) => expect(output.state).toBe('sent'), notFound),
  },
  transfersReceive: {
    payload: async (world) => ({ id: (await sentToA1(world)).id }),
    expect: inA1<'transfersReceive'>(
      (output, world) => expect(output).toMatchObject({ state: 'received', fromWorkshopId: world.a2.id, toWorkshopId: world.a1.id }),
      notFound,
    ),
  },
  transfersCancel: {
    payload: async (world) => ({ id: (await draftFromA1(world)).id }),
    expect: inA1<'transfersCancel'>((output) => expect(output.state).toBe('cancelled'), notFound),
  },
  chainsSetCustomerSharing: {
    payload: () => ({ shares: true, noticeAccepted: true }),
    expect: {
      member: notChainAdmin,
      shopAdmin: notChainAdmin,
      // C's admin administers C's chain: it is C's chain that shares.
      outsider: { ok: (output, world) => expect(output.chain).toMatchObject({ id: world.cChainId, sharesCustomers: true }) },
      chainAdmin: { ok: (output, world) => expect(output.chain).toMatchObject({ id: world.chainId, sharesCustomers: true }) },
    },
  },
  // docs/product.md §32.5: a customer of another workshop of the chain, who agreed, and never one of another chain.
  chainCustomersSearch: {
    payload: () => ({ query: 'Compartida' }),
    expect: {
      ...inA1<'chainCustomersSearch'>((output, world) => {
        expect(output.sharing).toBe(true);
        expect(new Set(output.customers.map((customer) => customer.workshopId))).toEqual(new Set([world.a2.id]));
        expect(output.customers.map((customer) => customer.customerId)).toContain(world.sharedCustomers.a2);
      }, notFound),
      // C's chain shares too, but has no other workshop: none of A1's or A2's customers.
      outsider: { ok: (output) => expect(output).toEqual({ sharing: true, customers: [] }) },
    },
  },
  chainCustomersBring: {
    // A customer of A2 brought once by each caller: a new one each time.
    payload: async (world) => ({ workshopId: world.a2.id, customerId: await sharedCustomerOf(world.a2, 'A2') }),
    expect: inA1<'chainCustomersBring'>((output, world) => expect(output.customerId).not.toBe(world.sharedCustomers.a2), {
      status: 'NOT_FOUND',
      reason: 'not-in-chain',
      field: 'workshopId',
    }),
  },
  chainCustomersElsewhere: {
    payload: (world) => ({ customerId: world.sharedCustomers.a1 }),
    expect: inA1<'chainCustomersElsewhere'>((output) => expect(output).toMatchObject({ sharing: true, consentAt: expect.any(String) }), {
      status: 'NOT_FOUND',
      field: 'customerId',
    }),
  },
  chainCustomersSetConsent: {
    payload: (world) => ({ customerId: world.sharedCustomers.a1, consent: true }),
    expect: inA1<'chainCustomersSetConsent'>((output) => expect(output).toMatchObject({ sharing: true, consentAt: expect.any(String) }), {
      status: 'NOT_FOUND',
      field: 'customerId',
    }),
  },
  // docs/product.md §32.6: chain A pays; C's chain has no subscription.
  chainSubscriptionGet: {
    payload: () => ({}),
    expect: {
      member: notChainAdmin,
      shopAdmin: notChainAdmin,
      outsider: {
        ok: (output, world) => {
          expect(output).toMatchObject({ state: 'none', invoices: [] });
          expect(ids(output.workshops)).toEqual([world.c.id]);
        },
      },
      chainAdmin: {
        ok: (output, world) => {
          expect(output.state).toBe('active');
          expect(ids(output.workshops)).toEqual(sorted(world.a1.id, world.a2.id));
          expect(ids(output.invoices)).toContain(world.chainInvoiceId);
        },
      },
    },
  },
  chainSubscriptionCheckout: {
    payload: () => ({ planId: 'workshop-pro' }),
    expect: {
      member: notChainAdmin,
      shopAdmin: notChainAdmin,
      // C's admin opens a checkout for C's chain; chain A pays already.
      outsider: { ok: (output) => expect(output.sessionId).not.toBe('') },
      chainAdmin: { status: 'ABORTED', reason: 'already-active' },
    },
  },
  chainSubscriptionCancel: {
    payload: () => ({}),
    expect: {
      member: notChainAdmin,
      shopAdmin: notChainAdmin,
      outsider: { status: 'FAILED_PRECONDITION', reason: 'no-subscription' },
      chainAdmin: { ok: (output) => expect(output.cancelAtPeriodEnd).toBe(true) },
    },
    undo: async (world) => {
      await world.callers.chainAdmin.ok('chainSubscriptionResume', {});
    },
  },
  chainSubscriptionResume: {
    payload: () => ({}),
    expect: {
      member: notChainAdmin,
      shopAdmin: notChainAdmin,
      outsider: { status: 'FAILED_PRECONDITION', reason: 'no-subscription' },
      chainAdmin: { ok: (output) => expect(output.cancelAtPeriodEnd).toBe(false) },
    },
  },
  chainInvoicesGet: {
    payload: (world) => ({ invoiceId: world.chainInvoiceId }),
    expect: {
      member: notChainAdmin,
      shopAdmin: notChainAdmin,
      outsider: { status: 'NOT_FOUND', reason: 'invoice-not-found' },
      chainAdmin: { ok: (output) => expect(output.lines.map((line) => line.name)).toEqual(['Taller A1', 'Taller A2']) },
    },
  },
  chainInvoicesPdf: {
    payload: (world) => ({ invoiceId: world.chainInvoiceId, language: 'pt' }),
    expect: {
      member: notChainAdmin,
      shopAdmin: notChainAdmin,
      outsider: { status: 'NOT_FOUND', reason: 'invoice-not-found' },
      chainAdmin: { ok: (output) => expect(Buffer.from(output.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-') },
    },
  },
} satisfies { [N in Exclude<ChainAreaFunction, (typeof CHAIN_FUNCTIONS_AWAITING_CASES)[number]>]: ChainCase<N> };

export type CoveredChainFunction = keyof typeof CHAIN_CASES;
