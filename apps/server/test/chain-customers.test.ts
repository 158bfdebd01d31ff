// docs/product.md §32.5: customers shared by choice within a chain. Two shops of a chain and one outside: with sharing
// off nothing crosses; on, a customer who has not agreed does not cross; on and agreed, they are found, brought with
// their bikes and linked, not twice, and their repairs show in the other shop; off again, nothing crosses at once. The
// outsider never sees; only the chain's administrator switches sharing, with the notice accepted; every refusal (bad
// input, an id outside the chain, no consent) changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { bikes, chains, customers, workshopUsers } from '../src/db/schema.ts';
import { errorOf } from './chain-fixture.ts';
import type { CallResult } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let centre: Workshop;
let beach: Workshop;
let outsider: Workshop;
/** Admin of both shops and the chain's administrator, working in the centre. */
let owner: Caller;
let centreManager: Caller;
let beachMechanic: Caller;
let lucia: { id: string };
let pedro: { id: string };
let foreign: { id: string };

/** Every customer and bike of the three shops, and the chain's sharing: what a refusal must leave as it was. */
async function snapshot() {
  const db = server.database.db;
  const shops = [centre.id, beach.id, outsider.id];
  const [allCustomers, allBikes, allChains] = await Promise.all([
    db.select().from(customers).where(inArray(customers.workshopId, shops)).orderBy(asc(customers.workshopId), asc(customers.id)),
    db.select().from(bikes).where(inArray(bikes.workshopId, shops)).orderBy(asc(bikes.workshopId), asc(bikes.id)),
    db.select().from(chains).orderBy(asc(chains.id)),
  ]);
  return { allCustomers, allBikes, allChains };
}

async function refusedUnchanged(run: () => Promise<CallResult>) {
  const before = await snapshot();
  const refusal = errorOf(await run());
  expect(await snapshot()).toEqual(before);
  return refusal;
}

const search = (caller: Caller, query: string) => caller.ok('chainCustomersSearch', { query });

beforeAll(async () => {
  server = await startTestServer();
  [centre, beach, outsider] = await Promise.all([
    createWorkshop(server, 'Bicis Centro'),
    createWorkshop(server, 'Bicis Playa'),
    createWorkshop(server, 'Taller ajeno'),
  ]);
  owner = centre.admin;
  await server.database.db.insert(workshopUsers).values({ userId: owner.userId, workshopId: beach.id, role: 'admin' });
  await owner.ok('chainsCreate', { name: 'Bicis Norte y Sur' });
  await owner.ok('chainsAddWorkshop', { workshopId: beach.id });
  [centreManager, beachMechanic] = await Promise.all([centre.member('manager'), beach.member('mechanic')]);
  // The beach's customers: Lucía will agree, Pedro will not; the outsider has a Lucía of its own.
  lucia = await beach.admin.ok('customersCreate', {
    name: 'Lucía',
    surname: 'Peña',
    phone: '600 111 222',
    email: 'lucia@example.com',
    dni: '1234Z',
  });
  const bike = await beach.admin.ok('bikesCreate', {
    customerId: lucia.id,
    manufacturer: 'Orbea',
    model: 'Orca',
    color: 'rojo',
    frameNumber: 'WTU123',
  });
  await beach.admin.ok('repairsCreate', { customer: { id: lucia.id }, bike: { id: bike.id } });
  pedro = await beach.admin.ok('customersCreate', { name: 'Pedro', surname: 'Peña', phone: '600 333 444' });
  foreign = await outsider.admin.ok('customersCreate', { name: 'Lucía', surname: 'Peña', phone: '600 555 666' });
});
afterAll(async () => {
  await server?.close();
});

describe('sharing off (the default)', () => {
  it('answers nothing from the other shops, and the customer cannot agree', async () => {
    expect((await owner.ok('chainsGet', null)).chain).toMatchObject({ sharesCustomers: false, customersNotice: null });
    expect(await search(centreManager, 'Peña')).toEqual({ sharing: false, customers: [] });
    expect(
      await refusedUnchanged(() => beach.admin.call('chainCustomersSetConsent', { customerId: lucia.id, consent: true })),
    ).toMatchObject({
      status: 'FAILED_PRECONDITION',
      reason: 'chain-not-sharing',
    });
    expect(
      await refusedUnchanged(() => centreManager.call('chainCustomersBring', { workshopId: beach.id, customerId: lucia.id })),
    ).toMatchObject({
      reason: 'chain-not-sharing',
    });
  });
});

describe('switching sharing', () => {
  it('is the chain administrator’s only, and turning it on takes the notice accepted', async () => {
    expect(
      await refusedUnchanged(() => centreManager.call('chainsSetCustomerSharing', { shares: true, noticeAccepted: true })),
    ).toMatchObject({
      status: 'PERMISSION_DENIED',
      reason: 'not-chain-admin',
    });
    expect(
      await refusedUnchanged(() => beach.admin.call('chainsSetCustomerSharing', { shares: true, noticeAccepted: true })),
    ).toMatchObject({
      reason: 'not-chain-admin',
    });
    expect(await refusedUnchanged(() => owner.call('chainsSetCustomerSharing', { shares: true }))).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: [{ field: 'noticeAccepted' }],
    });
    expect(await refusedUnchanged(() => owner.call('chainsSetCustomerSharing', { shares: 'yes' } as never))).toMatchObject({
      status: 'INVALID_ARGUMENT',
      fields: [{ field: 'shares' }],
    });
    const on = await owner.ok('chainsSetCustomerSharing', { shares: true, noticeAccepted: true });
    expect(on.chain).toMatchObject({ sharesCustomers: true, customersNotice: { acceptedAt: expect.any(String) } });
    expect(on.chain!.customersNotice!.acceptedBy).not.toBe('');
    expect((await centreManager.ok('accountGet', null)).chainSharesCustomers).toBe(true);
    expect((await outsider.admin.ok('accountGet', null)).chainSharesCustomers).toBe(false);
  });
});

describe('sharing on', () => {
  it('a customer who has not agreed does not cross', async () => {
    expect(await search(centreManager, 'Peña')).toEqual({ sharing: true, customers: [] });
    expect(
      await refusedUnchanged(() => centreManager.call('chainCustomersBring', { workshopId: beach.id, customerId: pedro.id })),
    ).toMatchObject({
      status: 'FAILED_PRECONDITION',
      reason: 'no-consent',
    });
  });

  it('a customer who agreed is found by name, phone or email only, with their bikes and repairs in summary', async () => {
    const agreed = await beach.admin.ok('chainCustomersSetConsent', { customerId: lucia.id, consent: true });
    expect(agreed).toMatchObject({ sharing: true, consentAt: expect.any(String), repairs: [] });
    for (const query of ['lucia pena', '600111222', 'lucia@example']) {
      const found = await search(centreManager, query);
      expect(found.customers.map((customer) => [customer.workshopName, customer.customerId])).toEqual([['Bicis Playa', lucia.id]]);
    }
    expect((await search(centreManager, '1234Z')).customers).toEqual([]);
    expect((await search(centreManager, 'WTU123')).customers).toEqual([]);
    const [found] = (await search(centreManager, 'Lucía')).customers;
    expect(found).toEqual({
      workshopId: beach.id,
      workshopName: 'Bicis Playa',
      customerId: lucia.id,
      name: 'Lucía',
      surname: 'Peña',
      phone: '600 111 222',
      email: 'lucia@example.com',
      bikes: [{ name: 'Orbea Orca', color: 'rojo', year: null, type: 'unknown' }],
      repairs: [{ created: expect.any(String), bike: 'Orbea Orca', status: 'notReviewed' }],
      broughtAs: null,
    });
    expect(found).not.toHaveProperty('dni');
    // The beach does not find its own customers in the chain's directory.
    expect((await search(beach.admin, 'Lucía')).customers).toEqual([]);
  });

  it('is brought with their bikes, linked and with their consent, not twice, and their repairs show here', async () => {
    const { customerId } = await centreManager.ok('chainCustomersBring', { workshopId: beach.id, customerId: lucia.id });
    const page = await centreManager.ok('customersGet', { id: customerId });
    expect(page.customer).toMatchObject({
      name: 'Lucía',
      surname: 'Peña',
      phone: '600 111 222',
      email: 'lucia@example.com',
      dni: '',
      notes: '',
    });
    expect(page.bikes.map((bike) => [bike.manufacturer?.label, bike.model?.label, bike.color, bike.frameNumber])).toEqual([
      ['Orbea', 'Orca', 'rojo', 'WTU123'],
    ]);
    const [row] = await server.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.workshopId, centre.id), eq(customers.id, customerId)));
    expect(row).toMatchObject({ sharedFromWorkshopId: beach.id, sharedFromCustomerId: lucia.id, chainShareConsentAt: expect.any(Date) });
    expect((await search(centreManager, 'Lucía')).customers[0]!.broughtAs).toBe(customerId);
    expect(
      await refusedUnchanged(() => centreManager.call('chainCustomersBring', { workshopId: beach.id, customerId: lucia.id })),
    ).toMatchObject({
      reason: 'already-brought',
    });
    const elsewhere = await centreManager.ok('chainCustomersElsewhere', { customerId });
    expect(elsewhere.repairs).toEqual([
      { workshopId: beach.id, workshopName: 'Bicis Playa', created: expect.any(String), bike: 'Orbea Orca', status: 'notReviewed' },
    ]);
    // And the beach sees the centre's repairs of her, from the customer she came from.
    await centreManager.ok('repairsCreate', { customer: { id: customerId }, bike: { id: page.bikes[0]!.id } });
    expect(
      (await beachMechanic.ok('chainCustomersElsewhere', { customerId: lucia.id })).repairs.map((repair) => repair.workshopName),
    ).toEqual(['Bicis Centro']);
  });

  it('refuses ids outside the chain and bad input, changing nothing', async () => {
    expect(
      await refusedUnchanged(() => centreManager.call('chainCustomersBring', { workshopId: outsider.id, customerId: foreign.id })),
    ).toMatchObject({
      status: 'NOT_FOUND',
      fields: [{ field: 'workshopId' }],
    });
    expect(
      await refusedUnchanged(() => centreManager.call('chainCustomersBring', { workshopId: centre.id, customerId: lucia.id })),
    ).toMatchObject({
      status: 'NOT_FOUND',
    });
    expect(
      await refusedUnchanged(() => centreManager.call('chainCustomersBring', { workshopId: beach.id, customerId: foreign.id })),
    ).toMatchObject({
      status: 'NOT_FOUND',
      fields: [{ field: 'customerId' }],
    });
    expect(await refusedUnchanged(() => centreManager.call('chainCustomersElsewhere', { customerId: lucia.id }))).toMatchObject({
      status: 'NOT_FOUND',
    });
    expect(
      await refusedUnchanged(() => centreManager.call('chainCustomersSetConsent', { customerId: lucia.id, consent: true })),
    ).toMatchObject({
      status: 'NOT_FOUND',
    });
    for (const [name, data, field] of [
      ['chainCustomersSearch', { query: 'x' }, 'query'],
      ['chainCustomersSearch', { query: 42 }, 'query'],
      ['chainCustomersBring', { workshopId: '', customerId: lucia.id }, 'workshopId'],
      ['chainCustomersBring', { workshopId: beach.id }, 'customerId'],
      ['chainCustomersSetConsent', { customerId: lucia.id, consent: 'sí' }, 'consent'],
      ['chainCustomersElsewhere', {}, 'customerId'],
    ] as const) {
      expect(await refusedUnchanged(() => centreManager.call(name, data as never))).toMatchObject({
        status: 'INVALID_ARGUMENT',
        fields: [{ field }],
      });
    }
  });

  it('the outsider never sees the chain’s customers', async () => {
    expect(await search(outsider.admin, 'Lucía')).toEqual({ sharing: false, customers: [] });
    expect(
      await refusedUnchanged(() => outsider.admin.call('chainCustomersBring', { workshopId: beach.id, customerId: lucia.id })),
    ).toMatchObject({
      reason: 'chain-not-sharing',
    });
    expect(await outsider.admin.ok('chainCustomersElsewhere', { customerId: foreign.id })).toEqual({
      sharing: false,
      consentAt: null,
      repairs: [],
    });
  });
});

describe('ending the sharing', () => {
  it('a consent withdrawn stops the customer crossing at once', async () => {
    await beach.admin.ok('chainCustomersSetConsent', { customerId: lucia.id, consent: false });
    expect((await search(centreManager, 'Lucía')).customers).toEqual([]);
    await beach.admin.ok('chainCustomersSetConsent', { customerId: lucia.id, consent: true });
    expect((await search(centreManager, 'Lucía')).customers).toHaveLength(1);
  });

  it('sharing off stops everything crossing at once', async () => {
    const off = await owner.ok('chainsSetCustomerSharing', { shares: false });
    expect(off.chain).toMatchObject({ sharesCustomers: false, customersNotice: { acceptedAt: expect.any(String) } });
    expect(await search(centreManager, 'Lucía')).toEqual({ sharing: false, customers: [] });
    const [brought] = (await search(centreManager, 'Lucía')).customers;
    expect(brought).toBeUndefined();
    const mine = await centreManager.ok('customersList', { search: 'Lucía' });
    const here = mine.find((customer) => customer.name === 'Lucía')!;
    expect(await centreManager.ok('chainCustomersElsewhere', { customerId: here.id })).toMatchObject({ sharing: false, repairs: [] });
    expect(
      await refusedUnchanged(() => centreManager.call('chainCustomersBring', { workshopId: beach.id, customerId: pedro.id })),
    ).toMatchObject({
      reason: 'chain-not-sharing',
    });
    await owner.ok('chainsSetCustomerSharing', { shares: true, noticeAccepted: true });
  });

  it('an anonymised customer is shared no longer', async () => {
    await beach.admin.ok('customersAnonymise', { id: lucia.id });
    expect((await search(centreManager, '600111222')).customers).toEqual([]);
    expect(await beach.admin.ok('chainCustomersElsewhere', { customerId: lucia.id })).toMatchObject({ consentAt: null, repairs: [] });
  });
});
