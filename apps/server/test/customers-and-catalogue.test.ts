// docs/product.md §3, §7: what repairs lean on over HTTP — the workshop's mechanics, customers, their
// bikes and the services catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './test-server.ts';
import { startWorkshopServer, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;

beforeAll(async () => {
  ({ server, shop } = await startWorkshopServer());
});
afterAll(async () => server?.close());

describe('mechanics, customers, bikes and services', () => {
  it('lists, creates, renames and deactivates mechanics; mechanics may only read', async () => {
    const created = await shop.admin.ok('mechanicsCreate', { name: 'Sara' });
    expect(created.active).toBe(true);
    expect(await shop.admin.ok('mechanicsUpdate', { id: created.id, name: 'Sara M.', active: false })).toEqual({
      id: created.id,
      name: 'Sara M.',
      active: false,
    });
    const mechanic = await shop.member('mechanic');
    expect((await mechanic.ok('mechanicsList', null)).some((item) => item.id === created.id)).toBe(true);
    expect((await mechanic.call('mechanicsCreate', { name: 'X' })).status).toBe(403);
    expect((await mechanic.call('mechanicsUpdate', { id: created.id, active: true })).status).toBe(403);
    expect((await shop.admin.call('mechanicsUpdate', { id: 'missing', active: true })).status).toBe(404);
    expect((await shop.admin.call('mechanicsUpdate', { id: created.id })).status).toBe(400);
  });

  it('finds customers by name or phone and lists their bikes', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Begoña', surname: 'Ruiz', phone: '+34 699-88-77' });
    expect((await shop.admin.ok('customersList', { search: 'begona' })).map((item) => item.id)).toContain(customer.id);
    expect((await shop.admin.ok('customersList', { search: '699 88' })).map((item) => item.id)).toContain(customer.id);
    await shop.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Giant', model: 'TCR' });
    expect(await shop.admin.ok('bikesList', { customerId: customer.id })).toMatchObject([
      { manufacturer: { value: 'giant', label: 'Giant' }, model: { value: 'TCR', label: 'TCR' }, type: 'unknown' },
    ]);
    expect((await shop.admin.call('customersCreate', { email: 'nobody@example.com' })).status).toBe(400);
    expect((await shop.admin.call('bikesCreate', { customerId: 'missing', model: 'x' })).status).toBe(404);
  });

  it('answers the catalogue by kind and position', async () => {
    const { lowStock: _lowStock, ...catalogue } = await shop.admin.ok('servicesList', null);
    expect(Object.fromEntries(Object.entries(catalogue).map(([kind, items]) => [kind, items.map((item) => item.id)]))).toEqual({
      packs: ['pack-basic', 'pack-full'],
      maintenances: ['m-chain'],
      suspensions: ['s-fork'],
      stockItems: ['st-tube'],
    });
  });
});
