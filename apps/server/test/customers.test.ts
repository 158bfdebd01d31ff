// docs/product.md §11: the customer functions against PostgreSQL — the page, edits (stale ones refused),
// deletion only without repairs, merging, the search after an edit, roles and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './test-server.ts';
import { createWorkshop, startWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let mechanic: Caller;

beforeAll(async () => {
  ({ server, shop } = await startWorkshopServer());
  mechanic = await shop.member('mechanic');
});
afterAll(async () => server?.close());

async function ids(search: string): Promise<string[]> {
  return (await shop.admin.ok('customersList', { search, limit: 50 })).map((customer) => customer.id);
}

describe('customers', () => {
  it('answers a customer with their bikes, repairs newest first, total spent and last visit', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Marta', phone: '611 222 333' });
    const bike = await shop.admin.ok('bikesCreate', {
      customerId: customer.id,
      manufacturer: 'Orbea',
      model: 'Orca',
      frameNumber: 'WTU123',
    });
    const first = await shop.admin.ok('repairsCreate', {
      customer: { id: customer.id },
      bike: { id: bike.id },
      services: { packs: [{ id: 'pack-basic' }] },
    });
    await shop.admin.ok('repairsUpdateStatus', { id: first.id, status: 'delivered' });
    const second = await shop.admin.ok('repairsCreate', {
      customer: { id: customer.id },
      bike: {},
      services: { packs: [{ id: 'pack-full' }] },
    });
    const page = await mechanic.ok('customersGet', { id: customer.id });
    expect(page.customer).toMatchObject({ id: customer.id, name: 'Marta', language: 'es', notes: '', whatsappConsentAt: null });
    expect(page.bikes).toMatchObject([{ id: bike.id, frameNumber: 'WTU123' }]);
    expect(page.repairs.map((repair) => [repair.id, repair.status, repair.total, repair.bikeId])).toEqual([
      [second.id, 'notReviewed', 7900, null],
      [first.id, 'delivered', 3500, bike.id],
    ]);
    expect(page.totalSpent).toBe(3500);
    expect(page.lastVisit).toBe(second.created);
    expect((await shop.admin.call('customersGet', { id: 'missing' })).status).toBe(404);
  });

  it('saves an edit, refuses a stale one with aborted, and lets a mechanic edit', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Pedro' });
    const edited = await mechanic.ok('customersUpdate', {
      id: customer.id,
      expectedLastUpdate: customer.lastUpdate,
      changes: { surname: 'Gil', language: 'pt', notes: 'Prefiere tarde', whatsappConsentAt: '2026-11-20T10:00:00.000Z' },
    });
    expect(edited).toMatchObject({
      name: 'Pedro',
      surname: 'Gil',
      language: 'pt',
      notes: 'Prefiere tarde',
      whatsappConsentAt: '2026-11-20T10:00:00.000Z',
    });
    expect(Date.parse(edited.lastUpdate)).toBeGreaterThan(Date.parse(customer.lastUpdate));
    const stale = await shop.admin.call('customersUpdate', {
      id: customer.id,
      expectedLastUpdate: customer.lastUpdate,
      changes: { name: 'X' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ status: 'ABORTED', details: { reason: 'stale', lastUpdate: edited.lastUpdate } });
    const emptied = await shop.admin.call('customersUpdate', {
      id: customer.id,
      expectedLastUpdate: edited.lastUpdate,
      changes: { name: '' },
    });
    expect(emptied.status).toBe(400);
    expect((await shop.admin.ok('customersGet', { id: customer.id })).customer.name).toBe('Pedro');
  });

  it('finds a customer after an edit by every field, the phone in any formatting and any part of its digits', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Antiguo', phone: '699 000 000' });
    const edited = await shop.admin.ok('customersUpdate', {
      id: customer.id,
      expectedLastUpdate: customer.lastUpdate,
      changes: { name: 'Íñigo', surname: 'Zubizarreta', phone: '600 12 34 56', email: 'inigo@correo.es', dni: '12345678Z' },
    });
    await shop.admin.ok('bikesCreate', {
      customerId: customer.id,
      manufacturer: 'Cannondale',
      model: 'SuperSix',
      frameNumber: 'FR-998877',
    });
    for (const search of [
      'inigo',
      'Zubizarreta',
      '600123456',
      '600-12-34-56',
      '+34 600 123 456',
      '3456',
      'inigo@correo.es',
      '12345678z',
      'cannondale',
      'supersix',
      'fr-998877',
    ]) {
      expect(await ids(search), search).toContain(edited.id);
    }
    expect(await ids('Antiguo')).not.toContain(edited.id);
    expect(await ids('699000000')).not.toContain(edited.id);
  });

  it('deletes a customer without repairs, with their bikes; refuses one with repairs with failed-precondition', async () => {
    const lonely = await shop.admin.ok('customersCreate', { name: 'Solo' });
    await shop.admin.ok('bikesCreate', { customerId: lonely.id, manufacturer: 'BH' });
    expect((await mechanic.call('customersDelete', { id: lonely.id })).status).toBe(403);
    const manager = await shop.member('manager');
    expect(await manager.ok('customersDelete', { id: lonely.id })).toEqual({ deleted: true });
    expect((await shop.admin.call('customersGet', { id: lonely.id })).status).toBe(404);
    const busy = await shop.admin.ok('repairsCreate', { customer: { name: 'Con reparación' }, bike: {} });
    const refused = await shop.admin.call('customersDelete', { id: busy.customer.id! });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'has-repairs', repairs: 1 } });
    expect((await shop.admin.call('customersGet', { id: busy.customer.id! })).status).toBe(200);
  });

  it('merges two records: every bike and repair to the kept one, its empty fields filled, the other gone', async () => {
    const keep = await shop.admin.ok('customersCreate', { name: 'Lucía', phone: '622 111 222' });
    const merge = await shop.admin.ok('customersCreate', {
      name: 'Lucia F.',
      surname: 'Fernández',
      phone: '622 999 999',
      email: 'lucia@example.com',
      dni: '87654321X',
      emailConsentAt: '2026-10-01T00:00:00.000Z',
    });
    const keepBike = await shop.admin.ok('bikesCreate', { customerId: keep.id, manufacturer: 'Trek' });
    const mergeBike = await shop.admin.ok('bikesCreate', { customerId: merge.id, manufacturer: 'Scott', model: 'Spark' });
    const keepRepair = await shop.admin.ok('repairsCreate', { customer: { id: keep.id }, bike: { id: keepBike.id } });
    const mergeRepair = await shop.admin.ok('repairsCreate', { customer: { id: merge.id }, bike: { id: mergeBike.id } });
    expect((await mechanic.call('customersMerge', { keepId: keep.id, mergeId: merge.id })).status).toBe(403);
    const self = await shop.admin.call('customersMerge', { keepId: keep.id, mergeId: keep.id });
    expect(self.status).toBe(400);
    expect(JSON.stringify(self.body.error?.details)).toContain('mergeId');

    // The repairs list is cached before the merge; the merge must drop it.
    const before = await shop.admin.ok('repairsList', { search: 'spark', limit: 10 });
    expect(before.repairs.find((repair) => repair.id === mergeRepair.id)?.customer).toMatchObject({ id: merge.id });
    const kept = await shop.admin.ok('customersMerge', { keepId: keep.id, mergeId: merge.id });
    expect(kept).toMatchObject({
      id: keep.id,
      name: 'Lucía',
      phone: '622 111 222',
      surname: 'Fernández',
      email: 'lucia@example.com',
      dni: '87654321X',
      emailConsentAt: '2026-10-01T00:00:00.000Z',
    });
    const page = await shop.admin.ok('customersGet', { id: keep.id });
    expect(page.bikes.map((bike) => bike.id).sort()).toEqual([keepBike.id, mergeBike.id].sort());
    expect(page.repairs.map((repair) => repair.id).sort()).toEqual([keepRepair.id, mergeRepair.id].sort());
    expect((await shop.admin.call('customersGet', { id: merge.id })).status).toBe(404);
    // The moved repair's copy of its customer is the kept one's, and the repairs list shows it so (its cache was dropped).
    const moved = (await shop.admin.ok('repairsGet', { id: mergeRepair.id })).repair;
    expect(moved.customer).toMatchObject({ id: keep.id, name: 'Lucía', surname: 'Fernández' });
    expect(moved.bike.owner_uid).toBe(keep.id);
    const list = await shop.admin.ok('repairsList', { search: 'spark', limit: 10 });
    expect(list.repairs.find((repair) => repair.id === mergeRepair.id)?.customer).toMatchObject({ id: keep.id, name: 'Lucía' });
    expect(await ids('spark')).toEqual([keep.id]);
  });

  it('refuses bad email, phone and year naming the field, and writes nothing', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Válido' });
    const bad: [string, unknown, string][] = [
      ['customersCreate', { name: 'X', email: 'not-an-email' }, 'email'],
      ['customersCreate', { name: 'X', phone: '12345' }, 'phone'],
      ['customersCreate', { name: 'X', phone: '1234567890123456' }, 'phone'],
      ['customersCreate', { name: 'X', phone: 'call me' }, 'phone'],
      ['customersUpdate', { id: customer.id, expectedLastUpdate: customer.lastUpdate, changes: { email: 'a@' } }, 'changes.email'],
      ['customersUpdate', { id: customer.id, expectedLastUpdate: customer.lastUpdate, changes: { phone: '600' } }, 'changes.phone'],
      ['repairsCreate', { customer: { name: 'X', phone: '12345' }, bike: {} }, 'customer.phone'],
      ['repairsCreate', { customer: { name: 'X', email: 'x@' }, bike: {} }, 'customer.email'],
      ['repairsCreate', { customer: { name: 'X' }, bike: { manufacturer: 'BH', year: 1899 } }, 'bike.year'],
      ['bikesCreate', { customerId: customer.id, year: 1899 }, 'year'],
      ['bikesCreate', { customerId: customer.id, year: new Date().getUTCFullYear() + 2 }, 'year'],
    ];
    for (const [name, data, field] of bad) {
      const answer = await shop.admin.send(name, data);
      expect(answer.status, `${name} ${JSON.stringify(data)}`).toBe(400);
      expect((answer.body.error?.details as { fields: { field: string }[] }).fields.map((issue) => issue.field)).toContain(field);
    }
    expect((await shop.admin.ok('customersGet', { id: customer.id })).customer).toEqual(customer);
    expect((await shop.admin.ok('bikesList', { customerId: customer.id })).length).toBe(0);
    expect((await shop.admin.ok('bikesCreate', { customerId: customer.id, year: new Date().getUTCFullYear() + 1 })).year).toBe(
      new Date().getUTCFullYear() + 1,
    );
  });

  it('answers not-found for another workshop’s customers in every function, writing nothing', async () => {
    const other = await createWorkshop(server, 'Otro taller');
    const theirs = await other.admin.ok('customersCreate', { name: 'Ajeno', phone: '633 000 111' });
    const theirBike = await other.admin.ok('bikesCreate', { customerId: theirs.id, manufacturer: 'Giant' });
    const mine = await shop.admin.ok('customersCreate', { name: 'Propio' });
    const attempts: [string, unknown][] = [
      ['customersGet', { id: theirs.id }],
      ['customersUpdate', { id: theirs.id, expectedLastUpdate: theirs.lastUpdate, changes: { name: 'Robado' } }],
      ['customersDelete', { id: theirs.id }],
      ['customersMerge', { keepId: mine.id, mergeId: theirs.id }],
      ['customersMerge', { keepId: theirs.id, mergeId: mine.id }],
    ];
    for (const [name, data] of attempts) expect((await shop.admin.send(name, data)).status, `${name} ${JSON.stringify(data)}`).toBe(404);
    expect((await other.admin.ok('customersGet', { id: theirs.id })).customer).toEqual(theirs);
    expect((await other.admin.ok('bikesList', { customerId: theirs.id })).map((bike) => bike.id)).toEqual([theirBike.id]);
    expect((await shop.admin.ok('customersGet', { id: mine.id })).customer).toEqual(mine);
  });

  it('lists the most recently seen first, then the newest, a page at a time, with last visit and bike count', async () => {
    const own = await createWorkshop(server, 'Taller paginado');
    const make = (name: string) => own.admin.ok('customersCreate', { name, surname: 'Paginado' });
    const a = await make('Ana');
    const b = await make('Bea');
    const d = await make('Dora');
    const c = await make('Carla');
    await own.admin.ok('bikesCreate', { customerId: b.id, manufacturer: 'Orbea' });
    await own.admin.ok('repairsCreate', { customer: { id: b.id }, bike: {} });
    const repair = await own.admin.ok('repairsCreate', { customer: { id: a.id }, bike: {} });
    const page = (offset: number) => own.admin.ok('customersList', { search: 'paginado', limit: 2, offset });
    const first = await page(0);
    expect(first.map((customer) => customer.id)).toEqual([a.id, b.id]);
    expect(first[0]?.lastVisit).toBe(repair.created);
    expect(first.map((customer) => customer.bikeCount)).toEqual([0, 1]);
    const second = await page(2);
    expect(second.map((customer) => customer.id)).toEqual([c.id, d.id]);
    expect(second[0]?.lastVisit).toBeNull();
    expect(await page(4)).toEqual([]);
  });

  it('keeps the last visit as repairs come, go and move between customers (decision 024)', async () => {
    const own = await createWorkshop(server, 'Taller de visitas');
    const ana = await own.admin.ok('customersCreate', { name: 'Ana', surname: 'Visitas' });
    const bea = await own.admin.ok('customersCreate', { name: 'Bea', surname: 'Visitas' });
    const lastVisits = async () =>
      Object.fromEntries(
        (await own.admin.ok('customersList', { search: 'visitas' })).map((customer) => [customer.name, customer.lastVisit]),
      );
    const older = await own.admin.ok('repairsCreate', { customer: { id: ana.id }, bike: {} });
    server.clock.advance(60_000);
    const newer = await own.admin.ok('repairsCreate', { customer: { id: ana.id }, bike: {} });
    expect(await lastVisits()).toEqual({ Ana: newer.created, Bea: null });

    await own.admin.ok('repairsDelete', { id: newer.id });
    expect(await lastVisits()).toEqual({ Ana: older.created, Bea: null });

    const merged = await own.admin.ok('customersMerge', { keepId: bea.id, mergeId: ana.id });
    expect(merged.id).toBe(bea.id);
    expect(await lastVisits()).toEqual({ Bea: older.created });
    await own.admin.ok('repairsDelete', { id: older.id });
    expect(await lastVisits()).toEqual({ Bea: null });
  });
});
