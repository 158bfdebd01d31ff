// docs/product.md §12: the bike functions against PostgreSQL — edits (stale ones refused), transfers that
// keep a bike's repairs, deletion only without repairs, the customer's search following their bikes.
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

describe('bikes', () => {
  it('saves an edit by a mechanic, refuses a stale one, and the customer is found by the bike as it is now', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Rosa' });
    const bike = await shop.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Merida', model: 'Scultura' });
    expect(await ids('merida scultura')).toEqual([customer.id]);
    const edited = await mechanic.ok('bikesUpdate', {
      id: bike.id,
      expectedLastUpdate: bike.lastUpdate,
      changes: { manufacturer: 'Canyon', model: 'Ultimate', frameNumber: 'C-4455', year: 2022, notes: 'Cubierta tubeless' },
    });
    expect(edited).toMatchObject({
      id: bike.id,
      manufacturer: { value: 'canyon', label: 'Canyon' },
      model: { value: 'Ultimate', label: 'Ultimate' },
      frameNumber: 'C-4455',
      year: 2022,
    });
    for (const search of ['canyon', 'ultimate', 'c-4455']) expect(await ids(search), search).toEqual([customer.id]);
    expect(await ids('merida')).toEqual([]);
    const stale = await shop.admin.call('bikesUpdate', { id: bike.id, expectedLastUpdate: bike.lastUpdate, changes: { color: 'rojo' } });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ status: 'ABORTED', details: { reason: 'stale' } });
    const badYear = await shop.admin.call('bikesUpdate', { id: bike.id, expectedLastUpdate: edited.lastUpdate, changes: { year: 1850 } });
    expect(badYear.status).toBe(400);
    expect(JSON.stringify(badYear.body.error?.details)).toContain('changes.year');
    expect(await shop.admin.ok('bikesList', { customerId: customer.id })).toEqual([edited]);
  });

  it('transfers a bike to another customer keeping its repairs, and each is found by what they own', async () => {
    const seller = await shop.admin.ok('customersCreate', { name: 'Vendedor' });
    const buyer = await shop.admin.ok('customersCreate', { name: 'Comprador' });
    const bike = await shop.admin.ok('bikesCreate', { customerId: seller.id, manufacturer: 'Pinarello', model: 'Dogma' });
    const repair = await shop.admin.ok('repairsCreate', { customer: { id: seller.id }, bike: { id: bike.id } });
    const moved = await mechanic.ok('bikesTransfer', { bikeId: bike.id, toCustomerId: buyer.id });
    expect(moved).toMatchObject({ id: bike.id, customerId: buyer.id, manufacturer: { value: 'pinarello', label: 'Pinarello' } });
    expect(await ids('pinarello')).toEqual([buyer.id]);
    expect((await shop.admin.ok('bikesList', { customerId: seller.id })).length).toBe(0);
    // The repair still names the bike, and the customer who brought it in.
    const kept = (await shop.admin.ok('repairsGet', { id: repair.id })).repair;
    expect(kept.state.bike).toEqual({ id: bike.id });
    expect(kept.customer.id).toBe(seller.id);
    expect((await shop.admin.ok('customersGet', { id: seller.id })).repairs.map((item) => item.bikeId)).toEqual([bike.id]);
    // The bike with repairs cannot be deleted (our choice: no repair names a bike that is gone).
    const refused = await shop.admin.call('bikesDelete', { id: bike.id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'has-repairs' } });
  });

  it('resolves the typed manufacturer against the built-in list, keeps free text, and clears both (docs/product.md §12.1)', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Lucía' });
    const listed = await shop.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: ' riese muller ', model: ' Load  75 ' });
    expect(listed).toMatchObject({
      manufacturer: { value: 'riese-muller', label: 'Riese & Müller' },
      model: { value: 'Load 75', label: 'Load 75' },
    });
    expect(await ids('muller load')).toEqual([customer.id]);
    const typed = await shop.admin.ok('bikesUpdate', {
      id: listed.id,
      expectedLastUpdate: listed.lastUpdate,
      changes: { manufacturer: 'Taller Pepe' },
    });
    expect(typed.manufacturer).toEqual({ value: 'Taller Pepe', label: 'Taller Pepe' });
    const cleared = await shop.admin.ok('bikesUpdate', {
      id: listed.id,
      expectedLastUpdate: typed.lastUpdate,
      changes: { manufacturer: '', model: '' },
    });
    expect(cleared).toMatchObject({ manufacturer: null, model: null });
    // A repair of a listed bike copies its option (docs/product.md §3).
    const repair = await shop.admin.ok('repairsCreate', { customer: { id: customer.id }, bike: { manufacturer: 'CERVELO', model: 'S5' } });
    expect(repair.bike.manufacturer).toEqual({ value: 'cervelo', label: 'Cervélo' });
    const [created] = (await shop.admin.ok('bikesList', { customerId: customer.id })).filter((bike) => bike.id !== listed.id);
    expect(created?.manufacturer).toEqual({ value: 'cervelo', label: 'Cervélo' });
  });

  it('answers a bike’s history newest first, a previous owner’s repairs included, unchanged by a transfer', async () => {
    const first = await shop.admin.ok('customersCreate', { name: 'Primera', surname: 'Dueña' });
    const second = await shop.admin.ok('customersCreate', { name: 'Segundo' });
    const bike = await shop.admin.ok('bikesCreate', { customerId: first.id, manufacturer: 'Orbea', model: 'Rise' });
    const older = await shop.admin.ok('repairsCreate', { customer: { id: first.id }, bike: { id: bike.id } });
    const newer = await shop.admin.ok('repairsCreate', { customer: { id: first.id }, bike: { id: bike.id } });
    await shop.admin.ok('repairsCreate', { customer: { id: first.id }, bike: {} });
    const before = await mechanic.ok('bikesGet', { id: bike.id });
    expect(before.owner.id).toBe(first.id);
    expect(before.repairs.map((repair) => repair.id)).toEqual([newer.id, older.id]);
    expect(before.repairs[0]).toMatchObject({ customerId: first.id, customerName: 'Primera Dueña', bikeId: bike.id });
    await shop.admin.ok('bikesTransfer', { bikeId: bike.id, toCustomerId: second.id });
    const after = await mechanic.ok('bikesGet', { id: bike.id });
    expect(after.owner.id).toBe(second.id);
    expect(after.bike.customerId).toBe(second.id);
    expect(after.repairs).toEqual(before.repairs);
    const third = await shop.admin.ok('repairsCreate', { customer: { id: second.id }, bike: { id: bike.id } });
    const latest = await mechanic.ok('bikesGet', { id: bike.id });
    expect(latest.repairs.map((repair) => [repair.id, repair.customerId])).toEqual([
      [third.id, second.id],
      [newer.id, first.id],
      [older.id, first.id],
    ]);
    expect((await shop.admin.call('bikesGet', { id: 'no-such-bike' })).status).toBe(404);
  });

  it('deletes a bike without repairs (leads only), and the customer is no longer found by it', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Tomás' });
    const bike = await shop.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Wilier', frameNumber: 'WL-1' });
    expect((await mechanic.call('bikesDelete', { id: bike.id })).status).toBe(403);
    expect(await shop.admin.ok('bikesDelete', { id: bike.id })).toEqual({ deleted: true });
    expect(await ids('wilier')).toEqual([]);
    expect(await ids('tomas')).toEqual([customer.id]);
    expect((await shop.admin.call('bikesDelete', { id: bike.id })).status).toBe(404);
  });

  it('answers not-found for another workshop’s bikes and customers in every function, writing nothing', async () => {
    const other = await createWorkshop(server, 'Otro taller');
    const theirs = await other.admin.ok('customersCreate', { name: 'Ajeno' });
    const theirBike = await other.admin.ok('bikesCreate', { customerId: theirs.id, manufacturer: 'Giant' });
    const mine = await shop.admin.ok('customersCreate', { name: 'Propio' });
    const myBike = await shop.admin.ok('bikesCreate', { customerId: mine.id, manufacturer: 'BH' });
    const attempts: [string, unknown, string][] = [
      ['bikesUpdate', { id: theirBike.id, expectedLastUpdate: theirBike.lastUpdate, changes: { model: 'Robada' } }, 'id'],
      ['bikesTransfer', { bikeId: theirBike.id, toCustomerId: mine.id }, 'bikeId'],
      ['bikesTransfer', { bikeId: myBike.id, toCustomerId: theirs.id }, 'toCustomerId'],
      ['bikesDelete', { id: theirBike.id }, 'id'],
      ['bikesCreate', { customerId: theirs.id, manufacturer: 'X' }, 'customerId'],
      ['bikesList', { customerId: theirs.id }, 'data'],
      ['bikesGet', { id: theirBike.id }, 'id'],
    ];
    for (const [name, data, field] of attempts) {
      const answer = await shop.admin.send(name, data);
      expect(answer.status, `${name} ${JSON.stringify(data)}`).toBe(404);
      if (field !== 'data') expect(JSON.stringify(answer.body.error?.details), name).toContain(`"${field}"`);
    }
    expect(await other.admin.ok('bikesList', { customerId: theirs.id })).toEqual([theirBike]);
    expect(await shop.admin.ok('bikesList', { customerId: mine.id })).toEqual([myBike]);
  });
});
