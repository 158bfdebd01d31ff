// Decision 027: the dashboard's snapshot kept in memory follows every write that changes what it shows
// (repairs, mechanics, the catalogue's stock), the passing of time (the next bookings), and (after a
// minute or a clear) a change nothing announced.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardDirectory } from '../src/services/cache/dashboard-directory.ts';
import { BIKE } from './booking-fixture.ts';
import type { TestServer } from './test-server.ts';
import { createWorkshop, startWorkshopServer } from './workshop-fixture.ts';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await startWorkshopServer());
});
afterAll(async () => server?.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the dashboard’s snapshot kept in memory (decision 027)', () => {
  it('follows the writes: a repair, a mechanic’s name, the stock, and the next bookings as time passes', async () => {
    const shop = await createWorkshop(server, 'Taller del panel');
    const now = server.clock.now().getTime();
    const month = { from: new Date(now - 15 * DAY).toISOString(), to: new Date(now + 15 * DAY).toISOString() };
    const dashboard = () => shop.admin.ok('dashboardGet', month);
    const [ana] = shop.mechanicIds;
    const soon = new Date(now + 2 * HOUR).toISOString();
    const later = new Date(now + 2 * DAY).toISOString();
    for (const [name, confirmedDate] of [
      ['Pronto', soon],
      ['Luego', later],
    ] as const) {
      await shop.admin.ok('repairsCreate', {
        customer: { name },
        bike: BIKE,
        status: 'confirmed',
        booking: { confirmedDate },
        mechanics: [ana!],
      });
    }
    expect((await dashboard()).nextBookings.map((line) => line.title)).toEqual(['Pronto · Orbea Orca', 'Luego · Orbea Orca']);
    expect((await dashboard()).mechanics).toEqual([expect.objectContaining({ id: ana, name: 'Ana', repairs: 2 })]);

    await shop.admin.ok('repairsCreate', { customer: { name: 'Otra' }, bike: BIKE, mechanics: [ana!] });
    expect((await dashboard()).total).toBe(3);

    await shop.admin.ok('mechanicsUpdate', { id: ana!, name: 'Ana María' });
    expect((await dashboard()).mechanics).toEqual([expect.objectContaining({ name: 'Ana María', repairs: 3 })]);

    const { service } = await shop.admin.ok('servicesCreate', {
      kind: 'stockItems',
      service: { title: 'Cámara 29"', price: 650, quantity: 1, minQuantity: 3 },
    });
    expect((await dashboard()).lowStock.items.map((item) => item.title)).toEqual(['Cámara 29"']);
    await shop.admin.ok('servicesUpdate', {
      kind: 'stockItems',
      id: service.id,
      expectedLastUpdate: service.lastUpdate!,
      changes: { quantity: 10 },
    });
    expect((await dashboard()).lowStock.count).toBe(0);

    // Three hours on, nothing written: the first booking has passed. And back again, it is to come.
    server.clock.advance(3 * HOUR);
    try {
      expect((await dashboard()).nextBookings.map((line) => line.title)).toEqual(['Luego · Orbea Orca']);
    } finally {
      server.clock.advance(-3 * HOUR);
    }
    expect((await dashboard()).nextBookings.map((line) => line.title)).toEqual(['Pronto · Orbea Orca', 'Luego · Orbea Orca']);
  });

  it('sees a change nothing announced once a minute has passed, or once the lists are cleared', async () => {
    const shop = await createWorkshop(server, 'Taller del guion');
    await shop.admin.ok('repairsCreate', { customer: { name: 'Ana' }, bike: BIKE, status: 'finished' });
    let now = Date.now();
    const directory = new DashboardDirectory(server.database.db, { generations: () => '0:0', now: () => now });
    server.repairLists.onClear(() => directory.clear());
    const uncollected = async () => (await directory.snapshotOf(shop.id, new Date())).uncollected.count;
    expect(await uncollected()).toBe(1);
    await server.database.db.execute(sql`update repairs set status = 'delivered' where workshop_id = ${shop.id}`);
    expect(await uncollected()).toBe(1);
    now += 61_000;
    expect(await uncollected()).toBe(0);
    await server.database.db.execute(sql`update repairs set status = 'finished' where workshop_id = ${shop.id}`);
    server.repairLists.clear();
    expect(await uncollected()).toBe(1);
  });
});
