// docs/product.md §11.1: a customers list item is the customer as customersGet answers it, whatever the
// search (long words, four digits, short words, none; LIKE's wildcards taken literally), and the bike
// count the triggers keep (migration 0015) follows bikes as they come, change hands, merge and go.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { customerSearchWordsOf } from '@rueda/domain';
import { CustomerDirectory } from '../src/services/cache/customer-directory.ts';
import { listCustomers } from '../src/data/customers-list.ts';
import { rawCall } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, startWorkshopServer, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;

beforeAll(async () => {
  ({ server, shop } = await startWorkshopServer());
});
afterAll(async () => server?.close());

describe('customers list', () => {
  it('answers each customer as customersGet does, with last visit and bike count, whatever the search', async () => {
    const odd = await shop.admin.ok('customersCreate', {
      name: 'Zoë "la Rápida"',
      surname: 'Ñúñez \\ O’Brien 🚲',
      phone: '+351 912 345 678',
      email: 'zoe@example.pt',
      address: 'Rua do Ouro, 12\n1100-060 Lisboa',
      dni: '123456789',
      language: 'pt',
      notes: 'Prefere <mensagens> & chamadas\tà tarde',
      whatsappConsentAt: '2026-10-01T09:30:15.123Z',
    });
    await shop.admin.ok('bikesCreate', { customerId: odd.id, manufacturer: 'Orbea', model: 'Rallon' });
    const repair = await shop.admin.ok('repairsCreate', { customer: { id: odd.id }, bike: {} });
    const { customer } = await shop.admin.ok('customersGet', { id: odd.id });
    const expected = { ...customer, lastVisit: repair.created, bikeCount: 1 };

    // A long word (the trigram index), four digits, a short word with a long one, short words only, a backslash.
    for (const search of ['rapida', '5678', 'zo rallon', 'zo ñu', 'o’br', 'zoe@example.pt', '\\']) {
      const found = await shop.admin.ok('customersList', { search, limit: 50 });
      expect(found, search).toContainEqual(expected);
    }
    // LIKE's wildcards are taken literally.
    for (const search of ['rap%da', 'r_pida', 'o%brien']) {
      expect(await shop.admin.ok('customersList', { search, limit: 50 }), search).not.toContainEqual(expected);
    }
    // No search: the first page, most recently seen first.
    expect((await shop.admin.ok('customersList', { limit: 1 }))[0]).toEqual(expected);
  });

  it('keeps the bike count as bikes come, change hands, merge and go (migration 0015)', async () => {
    const own = await createWorkshop(server, 'Taller de bicis contadas');
    const ana = await own.admin.ok('customersCreate', { name: 'Ana', surname: 'Contada' });
    const bea = await own.admin.ok('customersCreate', { name: 'Bea', surname: 'Contada' });
    const counts = async () =>
      Object.fromEntries(
        (await own.admin.ok('customersList', { search: 'contada' })).map((customer) => [customer.name, customer.bikeCount]),
      );
    const first = await own.admin.ok('bikesCreate', { customerId: ana.id, manufacturer: 'Trek' });
    const second = await own.admin.ok('bikesCreate', { customerId: ana.id, manufacturer: 'BH' });
    // The intake's new bike counts too.
    await own.admin.ok('repairsCreate', { customer: { id: bea.id }, bike: { manufacturer: 'Scott' } });
    expect(await counts()).toEqual({ Ana: 2, Bea: 1 });

    await own.admin.ok('bikesTransfer', { bikeId: second.id, toCustomerId: bea.id });
    expect(await counts()).toEqual({ Ana: 1, Bea: 2 });
    await own.admin.ok('bikesDelete', { id: first.id });
    expect(await counts()).toEqual({ Ana: 0, Bea: 2 });
    await own.admin.ok('bikesCreate', { customerId: ana.id, manufacturer: 'Giant' });
    await own.admin.ok('customersMerge', { keepId: ana.id, mergeId: bea.id });
    expect(await counts()).toEqual({ Ana: 3 });
  });

  it('shows writes made through another instance once announced, and rows changed in the database (decision 025)', async () => {
    const own = await createWorkshop(server, 'Taller de dos instancias');
    const names = async () => (await own.admin.ok('customersList', { search: 'instancia' })).map((customer) => customer.name).sort();
    const ana = await own.admin.ok('customersCreate', { name: 'Ana', surname: 'Instancia' });
    const bea = await own.admin.ok('customersCreate', { name: 'Bea', surname: 'Instancia' });
    expect(await names()).toEqual(['Ana', 'Bea']);

    const other = await startTestServer({ sameDatabaseAs: server });
    try {
      const viaOther = async (name: string, data: unknown) => {
        const answer = await rawCall(other.url, name, JSON.stringify({ data }), {
          'content-type': 'application/json',
          authorization: `Bearer ${await own.admin.token()}`,
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body.result as { id: string; lastUpdate: string };
      };
      const announced = () => new Promise<string>((resolve) => server.customerLists.onInvalidate(resolve));
      let heard = announced();
      await viaOther('customersCreate', { name: 'Carla', surname: 'Instancia' });
      await viaOther('customersUpdate', { id: ana.id, expectedLastUpdate: ana.lastUpdate, changes: { name: 'Anabel' } });
      await viaOther('customersDelete', { id: bea.id });
      expect(await heard).toBe(own.id);
      await expect.poll(names).toEqual(['Anabel', 'Carla']);

      // A repair through the other instance moves Anabel's last visit (a trigger, not a function, writes it).
      heard = announced();
      const repair = await viaOther('repairsCreate', { customer: { id: ana.id }, bike: {} });
      await heard;
      await expect
        .poll(async () => (await own.admin.ok('customersList', { search: 'anabel' }))[0]?.lastVisit)
        .toBe((repair as unknown as { created: string }).created);
    } finally {
      await other.close();
    }

    // A row changed by something that announces nothing (a script): seen once a minute has passed, or once the
    // lists are cleared (a lost announcement channel). A directory of its own, so no late announcement interferes.
    let now = Date.now();
    const directory = new CustomerDirectory(server.database.db, { generation: () => 0, now: () => now });
    server.customerLists.onClear(() => directory.clear());
    const namesIn = async () =>
      JSON.parse((await directory.indexOf(own.id, { waitForFirstLoad: true }))!.pageJson(['instancia'], 50, 0)).map(
        (customer: { name: string }) => customer.name,
      );
    expect(await namesIn()).toEqual(['Anabel', 'Carla']);
    await server.database.db.execute(sql`update customers set name = 'Carlota' where workshop_id = ${own.id} and name = 'Carla'`);
    expect(await namesIn()).toEqual(['Anabel', 'Carla']);
    now += 61_000;
    expect(await namesIn()).toEqual(['Anabel', 'Carlota']);
    await server.database.db.execute(sql`update customers set name = 'Carla' where workshop_id = ${own.id} and name = 'Carlota'`);
    server.customerLists.clear();
    expect(await namesIn()).toEqual(['Anabel', 'Carla']);
    expect(await names()).toEqual(['Anabel', 'Carla']);
  });

  it('answers the same pages from memory as from PostgreSQL, which serves workshops too large to keep (decision 025)', async () => {
    const own = await createWorkshop(server, 'Taller de dos caminos');
    for (const [name, phone] of [
      ['Ana García', '600 111 222'],
      ['Anabel Gómez', '600 111 333'],
      ['Bea Garcés', '611 222 111'],
      ['Carla Ruiz', '622 333 444'],
    ] as const) {
      const [first, surname] = name.split(' ');
      const customer = await own.admin.ok('customersCreate', { name: first!, surname: surname!, phone });
      await own.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Orbea' });
      if (first !== 'Carla') await own.admin.ok('repairsCreate', { customer: { id: customer.id }, bike: {} });
    }
    const db = server.database.db;
    const directory = new CustomerDirectory(db, { generation: () => 0 });
    const index = await directory.indexOf(own.id, { waitForFirstLoad: true });
    for (const search of ['', 'ana', 'an', 'gar', '111', '600 111', 'orbea', 'a g', 'zzz']) {
      for (const [limit, offset] of [
        [50, 0],
        [2, 1],
      ] as const) {
        const fromPostgres = await listCustomers(db, own.id, { search, limit, offset });
        expect(JSON.parse(index!.pageJson(customerSearchWordsOf(search), limit, offset)), `${search} ${limit} ${offset}`).toEqual(
          fromPostgres,
        );
      }
    }
    // Over the limit, no index: customersList asks PostgreSQL.
    const small = new CustomerDirectory(db, { generation: () => 0, maxCustomers: 3 });
    expect(await small.indexOf(own.id, { waitForFirstLoad: true })).toBeNull();
    expect(await small.indexOf(own.id, { waitForFirstLoad: true })).toBeNull();
    // The first search does not wait for the first load: PostgreSQL answers it, the index the next ones.
    const roomy = new CustomerDirectory(db, { generation: () => 0, maxCustomers: 4 });
    expect(await roomy.indexOf(own.id)).toBeNull();
    await expect.poll(() => roomy.indexOf(own.id)).not.toBeNull();
  });
});
