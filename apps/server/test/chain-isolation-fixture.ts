// The chain isolation suite's world (chain-isolation.test.ts, docs/product.md §32): workshops A1 (the head office) and
// A2 of one chain, C the head office of a chain of its own, and E in none; the callers of each role; a print of all of
// them and of the chains' tables, which any write changes.
import type { TTransfer } from '@rueda/domain';
import { expect } from 'vitest';
import { insertCatalogueItems } from '../src/data/catalogue.ts';
import { workshopUsers } from '../src/db/schema.ts';
import { ADDRESS, CARDS, localPay } from './billing-fixture.ts';
import { chainOfWorkshops } from './chain-fixture.ts';
import type { CallResult } from './http-client.ts';
import { fingerprint } from './isolation-prints.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Caller, type Workshop } from './workshop-fixture.ts';

/**
 * Who calls, each working in one workshop: `member`, a manager of A1; `shopAdmin`, A1's own admin, who administers no
 * chain; `chainAdmin`, the chain's administrator (an admin of A1, A2 and E), working in A1; `outsider`, C's admin, who
 * administers C's chain and no other.
 */
export const ROLES = ['member', 'shopAdmin', 'outsider', 'chainAdmin'] as const;
export type Role = (typeof ROLES)[number];

export interface ChainWorld {
  server: TestServer;
  a1: Workshop;
  a2: Workshop;
  c: Workshop;
  /** In no chain: a workshop the chain's administrator is admin of and may add, and where a chain may be made. */
  e: Workshop;
  chainId: string;
  cChainId: string;
  callers: Record<Role, Caller>;
  /** A repair of each of A1, A2 and C: what the chain's repairs list may show, and to whom. */
  repairs: { a1: string; a2: string; c: string };
  /** docs/product.md §32.5: both chains share their customers; a customer of A1, of A2 and of C who agreed to it. */
  sharedCustomers: { a1: string; a2: string; c: string };
  /** docs/product.md §32.6: chain A pays for its workshops through one subscription; its first invoice. C's chain pays none. */
  chainInvoiceId: string;
}

/** Stock items of each workshop: A1's and A2's plenty, C's few. */
export const STOCK = { a1: 'a1-chain', a2: 'a2-tube', c: 'c-chain' } as const;
export const A1_STOCK_QUANTITY = 5_000;

/** The dashboard's timeframe: the days around the repairs made at the start. */
export const DAYS = { from: '2026-01-01T00:00:00.000Z', to: '2027-12-31T00:00:00.000Z' } as const;

export async function startChainWorld(): Promise<ChainWorld> {
  const server = await startTestServer();
  const [a1, a2, c, e] = (await Promise.all(
    ['Taller A1', 'Taller A2', 'Taller C', 'Taller E'].map((name) => createWorkshop(server, name)),
  )) as [Workshop, Workshop, Workshop, Workshop];
  const { owner, chainId } = await chainOfWorkshops(server, 'Cadena A', [a1, a2]);
  await server.database.db.insert(workshopUsers).values({ userId: owner.userId, workshopId: e.id, role: 'admin' });
  const cChainId = (await c.admin.ok('chainsCreate', { name: 'Cadena C' })).chain!.id;
  const stock = (id: string, title: string, quantity: number) => [
    { id, title, reference: `REF-${id}`, price: 1000, quantity, position: 0 },
  ];
  await insertCatalogueItems(server.database.db, a1.id, 'stockItems', stock(STOCK.a1, 'Cadena 12v', A1_STOCK_QUANTITY));
  await insertCatalogueItems(server.database.db, a2.id, 'stockItems', stock(STOCK.a2, 'Cámara 29"', 5_000));
  await insertCatalogueItems(server.database.db, c.id, 'stockItems', stock(STOCK.c, 'Cadena 11v', 3));
  const repair = async (shop: Workshop, name: string) =>
    (await shop.admin.ok('repairsCreate', { customer: { name }, bike: { manufacturer: 'Orbea' } })).id;
  const repairs = { a1: await repair(a1, 'Cliente A1'), a2: await repair(a2, 'Cliente A2'), c: await repair(c, 'Cliente C') };
  const callers = { member: await a1.member('manager'), shopAdmin: a1.admin, chainAdmin: owner.caller, outsider: c.admin };
  for (const admin of [owner.caller, c.admin]) await admin.ok('chainsSetCustomerSharing', { shares: true, noticeAccepted: true });
  const sharedCustomers = {
    a1: await sharedCustomerOf(a1, 'A1'),
    a2: await sharedCustomerOf(a2, 'A2'),
    c: await sharedCustomerOf(c, 'C'),
  };
  const { sessionId } = await owner.caller.ok('chainSubscriptionCheckout', { planId: 'workshop-pro' });
  await localPay(server).completeCheckout(sessionId, CARDS.succeeds, ADDRESS);
  const chainInvoiceId = (await owner.caller.ok('chainSubscriptionGet', { refresh: true })).invoices[0]!.id;
  return { server, a1, a2, c, e, chainId, cChainId, callers, repairs, sharedCustomers, chainInvoiceId };
}

/** A customer of the workshop, "Compartida" by name, who agreed to be shared within its chain (docs/product.md §32.5). */
export async function sharedCustomerOf(shop: Workshop, surname: string): Promise<string> {
  const customer = await shop.admin.ok('customersCreate', { name: 'Compartida', surname, phone: '600 700 800' });
  await shop.admin.ok('chainCustomersSetConsent', { customerId: customer.id, consent: true });
  return customer.id;
}

/** Every row of the four workshops and of the chains' own tables, as one string: any write shows. */
export async function worldPrint(world: ChainWorld): Promise<string> {
  const shops: string[] = [];
  for (const shop of [world.a1, world.a2, world.c, world.e]) shops.push(await fingerprint(world.server, shop.id));
  const result = await world.server.database.pool.query<{ print: string }>({
    name: 'chain_isolation_print',
    text: `select md5(concat_ws('|',
      (select string_agg(t::text, ',' order by t.id) from chains t),
      (select string_agg(t::text, ',' order by t.chain_id, t.user_id) from chain_admins t),
      (select string_agg(t::text, ',' order by t.workshop_id, t.id) from stock_transfers t),
      (select string_agg(t::text, ',' order by t.chain_id) from chain_subscriptions t),
      (select string_agg(t::text, ',' order by t.id) from chain_invoices t)
    )) as print`,
  });
  return [...shops, result.rows[0]!.print].join(':');
}

/** A draft of one unit of A1's stock to A2, made by A1's admin. */
export async function draftFromA1(world: ChainWorld, quantity = 1): Promise<TTransfer> {
  return world.a1.admin.ok('transfersCreate', { toWorkshopId: world.a2.id, lines: [{ itemId: STOCK.a1, quantity }] });
}

/** A transfer A2 sent to A1 (two units of its tube), awaiting receipt. */
export async function sentToA1(world: ChainWorld): Promise<TTransfer> {
  const draft = await world.a2.admin.ok('transfersCreate', { toWorkshopId: world.a1.id, lines: [{ itemId: STOCK.a2, quantity: 2 }] });
  return world.a2.admin.ok('transfersSend', { id: draft.id });
}

/** A refusal: its status, reason, first field named, and message. */
export interface Refusal {
  status: 'PERMISSION_DENIED' | 'NOT_FOUND' | 'FAILED_PRECONDITION' | 'INVALID_ARGUMENT' | 'ABORTED';
  reason?: string;
  field?: string;
  /** The message's words, where they matter; every refusal has a message. */
  message?: RegExp;
}

export function refusalOf(answer: CallResult) {
  const details = (answer.body.error?.details ?? {}) as { reason?: string; fields?: { field: string }[] };
  return {
    status: answer.body.error?.status ?? `HTTP ${answer.status}`,
    reason: details.reason,
    field: details.fields?.[0]?.field,
    message: answer.body.error?.message ?? '',
  };
}

/** Checks the answer is the refusal expected, with a message, and that nothing changed anywhere. */
export async function expectRefusedUnchanged(
  world: ChainWorld,
  call: () => Promise<CallResult>,
  expected: Refusal,
  label: string,
): Promise<void> {
  const before = await worldPrint(world);
  const got = refusalOf(await call());
  expect(got.status, label).toBe(expected.status);
  expect(got.reason, label).toBe(expected.reason);
  if (expected.field !== undefined) expect(got.field, label).toBe(expected.field);
  expect(got.message.length, `${label}: a message`).toBeGreaterThan(5);
  if (expected.message) expect(got.message, label).toMatch(expected.message);
  expect(await worldPrint(world), `${label}: nothing changed`).toBe(before);
}
