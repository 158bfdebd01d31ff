// docs/product.md §7: the repairs functions over HTTP, against PostgreSQL.
import {
  compareForFilteredList,
  compareForList,
  ZRepairSchema,
  ZRepairsListOutputSchema,
  type TRepair,
  type TRepairsListOutput,
} from '@rueda/domain';
import v1 from '../../../packages/domain/src/repairs/fixtures/v1.json' with { type: 'json' };
import v2 from '../../../packages/domain/src/repairs/fixtures/v2.json' with { type: 'json' };
import v3 from '../../../packages/domain/src/repairs/fixtures/v3.json' with { type: 'json' };
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bikes, customers, repairs } from '../src/db/schema.ts';
import type { TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, startWorkshopServer, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;

beforeAll(async () => {
  ({ server, shop } = await startWorkshopServer());
});
afterAll(async () => server?.close());

async function list(input: Record<string, unknown> = {}): Promise<TRepairsListOutput> {
  return ZRepairsListOutputSchema.parse(await shop.admin.ok('repairsList', input));
}

describe('repairsCreate', () => {
  it('creates a version-4 repair with its new customer and bike, priced from the catalogue', async () => {
    const repair = ZRepairSchema.parse(await shop.admin.ok('repairsCreate', { ...INTAKE, mechanics: shop.mechanicIds.slice(0, 1) }));
    expect(repair).toMatchObject({
      version: 4,
      status: 'notReviewed',
      payment: 'pending',
      notified: false,
      mechanics: [shop.mechanicIds[0]],
    });
    expect(repair.customer).toMatchObject({ name: 'Marta', surname: 'Iglesias', phone: '+34 600 111 222' });
    expect(repair.bike).toMatchObject({
      manufacturer: { value: 'orbea', label: 'Orbea' },
      model: { label: 'Orca' },
      year: 2022,
      type: 'road',
      syncedServicePoint: shop.id,
    });
    // 35,00 + 2 × 12,00 + 6,50
    expect(repair.totalPrice).toBe(6550);
    expect(repair.state.serviceTotals.total).toBe(6550);
    expect(repair.form.services.maintenances[0]).toMatchObject({ id: 'm-chain', title: 'Cambio de cadena', price: 1200, quantity: 2 });
    // A control sheet for each pack or maintenance with a checklist.
    expect(repair.state.controlSheets.map((sheet) => [sheet.packId ?? sheet.maintenanceId, sheet.items.length])).toEqual([
      ['pack-basic', 3],
      ['m-chain', 1],
    ]);

    const [customer] = await server.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.workshopId, shop.id), eq(customers.id, repair.customer.id!)));
    expect(customer).toMatchObject({ name: 'Marta', phone: '+34 600 111 222' });
    const [bike] = await server.database.db
      .select()
      .from(bikes)
      .where(and(eq(bikes.workshopId, shop.id), eq(bikes.customerId, customer!.id)));
    expect(bike).toMatchObject({ manufacturer: 'Orbea', model: 'Orca' });

    const got = await shop.admin.ok('repairsGet', { id: repair.id });
    expect(got.repair).toEqual(repair);
    expect(got.storedVersion).toBe(4);
    expect(got.stored).toBeNull();
  });

  it('takes an existing customer and bike by id, and docs/product.md §3 defaults for a bike it does not know', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Íñigo', phone: '611 222 333' });
    const bike = await shop.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Trek', model: 'Marlin 7' });
    const repair = await shop.admin.ok('repairsCreate', { customer: { id: customer.id }, bike: { id: bike.id } });
    expect(repair.customer).toMatchObject({ id: customer.id, name: 'Íñigo' });
    expect(repair.bike.manufacturer.label).toBe('Trek');
    expect(repair.state.bike).toEqual({ id: bike.id });

    const bare = await shop.admin.ok('repairsCreate', { customer: { id: customer.id }, bike: {} });
    expect(bare.bike).toMatchObject({
      manufacturer: { value: 'generic' },
      model: { value: 'unknown' },
      type: 'unknown',
      // No invented year: nobody gave one (docs/product.md §3), and it stays so when read again.
      year: null,
    });
    expect((await shop.admin.ok('repairsGet', { id: bare.id })).repair.bike.year).toBeNull();
  });

  it('refuses what is not the workshop’s, naming the field, and writes nothing', async () => {
    const before = await list({ limit: 500 });
    const unknownService = await shop.admin.call('repairsCreate', { ...INTAKE, services: { packs: [{ id: 'pack-nope' }] } });
    expect(unknownService.status).toBe(400);
    expect(unknownService.body.error?.details).toEqual({ fields: [{ field: 'services.packs.0.id', message: expect.any(String) }] });
    const unknownMechanic = await shop.admin.call('repairsCreate', { ...INTAKE, mechanics: ['nobody'] });
    expect(unknownMechanic.status).toBe(400);
    const noCustomer = await shop.admin.call('repairsCreate', { customer: {}, bike: {} });
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.error?.details).toMatchObject({ fields: [{ field: 'customer.name' }] });
    const after = await list({ limit: 500 });
    expect(after.total).toBe(before.total);
    // The customer of the refused intake was not created either (one transaction).
    const martas = await shop.admin.ok('customersList', { search: 'Marta Iglesias' });
    expect(martas).toHaveLength(1);
  });

  it('lets only roles with repairs.pricing set a price of their own', async () => {
    const mechanic = await shop.member('mechanic');
    const refused = await mechanic.call('repairsCreate', { ...INTAKE, services: { packs: [{ id: 'pack-basic', price: 100 }] } });
    expect(refused.status).toBe(403);
    const same = await mechanic.call('repairsCreate', { ...INTAKE, services: { packs: [{ id: 'pack-basic', price: 3500 }] } });
    expect(same.status).toBe(200);
    const manager = await shop.member('manager');
    const priced = await manager.ok('repairsCreate', { ...INTAKE, services: { packs: [{ id: 'pack-basic', price: 3000 }] } });
    expect(priced.totalPrice).toBe(3000);
  });
});

describe('repairsUpdateStatus and repairsSetPayment', () => {
  it('appends to the status list; the status, notified, entry and delivery dates and hours follow (docs/product.md §3, §4)', async () => {
    const created = await shop.admin.ok('repairsCreate', INTAKE);
    const entered = await shop.admin.ok('repairsUpdateStatus', {
      id: created.id,
      status: 'workshopEntrance',
      date: '2026-11-02T09:00:00.000Z',
    });
    expect(entered).toMatchObject({ status: 'workshopEntrance', entryDate: '2026-11-02T09:00:00.000Z', notified: false });
    const started = await shop.admin.ok('repairsUpdateStatus', { id: created.id, status: 'inProgress', observations: 'Desmontando' });
    expect(started.notified).toBe(true);
    const delivered = await shop.admin.ok('repairsUpdateStatus', { id: created.id, status: 'delivered', date: '2026-11-04T18:00:00.000Z' });
    expect(delivered).toMatchObject({ status: 'delivered', deliveryDate: '2026-11-04T18:00:00.000Z', hours: 3 });
    expect(delivered.state.status.map((entry) => entry.status)).toEqual(['notReviewed', 'workshopEntrance', 'inProgress', 'delivered']);
    expect(delivered.state.status[2]?.observations).toBe('Desmontando');
    expect(Date.parse(delivered.lastUpdate)).toBeGreaterThan(Date.parse(created.lastUpdate));
  });

  it('lets managers set the payment and not mechanics', async () => {
    const created = await shop.admin.ok('repairsCreate', INTAKE);
    const mechanic = await shop.member('mechanic');
    expect((await mechanic.call('repairsSetPayment', { id: created.id, payment: 'paid' })).status).toBe(403);
    const manager = await shop.member('manager');
    expect((await manager.ok('repairsSetPayment', { id: created.id, payment: 'paid' })).payment).toBe('paid');
    expect((await shop.admin.send('repairsSetPayment', { id: created.id, payment: 'free' })).status).toBe(400);
  });
});

describe('repairsUpdate', () => {
  it('saves the fields that changed, keeps prices already on the repair, and moves lastUpdate', async () => {
    const created = await shop.admin.ok('repairsCreate', INTAKE);
    const sheet = created.state.controlSheets[0]!;
    const updated = await shop.admin.ok('repairsUpdate', {
      id: created.id,
      expectedLastUpdate: created.lastUpdate,
      changes: {
        technicalNotes: 'Cambiada la pastilla',
        priority: 3,
        mechanics: shop.mechanicIds,
        services: { packs: [{ id: 'pack-basic' }, { id: 'pack-full' }], suspensions: [{ id: 's-fork' }] },
        controlSheets: [{ controlSheetId: sheet.controlSheetId, items: sheet.items.map((item) => ({ ...item, checked: true })) }],
        booking: { confirmedDate: '2026-11-20T10:00:00.000Z' },
      },
    });
    expect(updated).toMatchObject({
      technicalNotes: 'Cambiada la pastilla',
      priority: 3,
      mechanics: shop.mechanicIds,
      totalPrice: 3500 + 7900 + 6000,
    });
    expect(updated.state.booking.confirmedDate).toBe('2026-11-20T10:00:00.000Z');
    // The chain maintenance went, and its control sheet with it; the pack's sheet kept its checks.
    expect(updated.state.controlSheets).toEqual([{ ...sheet, items: sheet.items.map((item) => ({ ...item, checked: true })) }]);
    expect(Date.parse(updated.lastUpdate)).toBeGreaterThan(Date.parse(created.lastUpdate));
  });

  it('refuses a save based on an older version with aborted, and keeps the newer one (docs/product.md §4)', async () => {
    const created = await shop.admin.ok('repairsCreate', INTAKE);
    const colleague = await shop.member('mechanic');
    const first = await colleague.call('repairsUpdate', {
      id: created.id,
      expectedLastUpdate: created.lastUpdate,
      changes: { technicalNotes: 'Primero' },
    });
    expect(first.status).toBe(200);
    const second = await shop.admin.call('repairsUpdate', {
      id: created.id,
      expectedLastUpdate: created.lastUpdate,
      changes: { technicalNotes: 'Segundo' },
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      status: 'ABORTED',
      details: { reason: 'stale', lastUpdate: (first.body.result as TRepair).lastUpdate },
    });
    const now = await shop.admin.ok('repairsGet', { id: created.id });
    expect(now.repair.technicalNotes).toBe('Primero');
  });

  it('lets exactly one of two simultaneous saves of the same version win', async () => {
    const created = await shop.admin.ok('repairsCreate', INTAKE);
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((note) =>
        shop.admin.call('repairsUpdate', { id: created.id, expectedLastUpdate: created.lastUpdate, changes: { technicalNotes: note } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
  });
});

describe('repairsList', () => {
  let fresh: Workshop;
  beforeAll(async () => {
    fresh = await createWorkshop(server, 'Taller de listas');
    const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 10)).toISOString();
    // Thirty repairs over thirty days, imported so their dates are what we say.
    await fresh.admin.ok('repairsImport', {
      repairs: Array.from({ length: 30 }, (_, n) => ({
        id: `r-${String(n).padStart(2, '0')}`,
        version: 4,
        created: day(n),
        lastUpdate: day(30 - n),
        priority: n % 3,
        payment: n % 2 ? 'paid' : 'pending',
        mechanics: n % 4 === 0 ? [fresh.mechanicIds[0]] : [],
        customer: { name: n % 5 === 0 ? 'Pilar' : 'Tomás', phone: `600 000 0${String(n).padStart(2, '0')}` },
        bike: { manufacturer: { value: 'bh', label: n % 2 ? 'BH' : 'Cannondale' } },
        state: { status: [{ status: n % 2 ? 'inProgress' : 'confirmed', date: day(n) }] },
      })),
    });
    await fresh.admin.ok('repairsReorder', { ids: ['r-03', 'r-01'] });
  });

  async function all(input: Record<string, unknown>) {
    const ids: string[] = [];
    let cursor: string | undefined;
    let first: TRepairsListOutput | undefined;
    do {
      const page = ZRepairsListOutputSchema.parse(await fresh.admin.ok('repairsList', { ...input, cursor, limit: 7 }));
      first ??= page;
      ids.push(...page.repairs.map((repair) => repair.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return { ids, first: first! };
  }

  it('orders by orderPosition first, then the newest created, page by page without gaps or repeats', async () => {
    const { ids, first } = await all({});
    expect(ids.slice(0, 4)).toEqual(['r-03', 'r-01', 'r-29', 'r-28']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(first.total).toBe(30);
    expect(first.counts).toMatchObject({ confirmed: 15, inProgress: 15, delivered: 0 });
    const page = await fresh.admin.ok('repairsList', { limit: 30 });
    expect([...page.repairs].sort(compareForList).map((repair) => repair.id)).toEqual(ids);
  });

  it('orders a filtered list by priority, then the newest lastUpdate', async () => {
    const { ids, first } = await all({ payment: 'paid' });
    expect(ids).toHaveLength(15);
    expect(first.total).toBe(15);
    const page = await fresh.admin.ok('repairsList', { payment: 'paid', limit: 30 });
    expect([...page.repairs].sort(compareForFilteredList).map((repair) => repair.id)).toEqual(ids);
    expect(page.repairs[0]?.priority).toBe(2);
  });

  it('filters by a state.created range, status, mechanic and search', async () => {
    const range = await fresh.admin.ok('repairsList', { from: '2026-10-11T00:00:00.000Z', to: '2026-10-21T00:00:00.000Z' });
    expect(range.repairs.map((repair) => repair.id).sort()).toEqual(Array.from({ length: 10 }, (_, n) => `r-${n + 10}`));
    const status = await fresh.admin.ok('repairsList', { status: 'confirmed', limit: 100 });
    expect(status.repairs.every((repair) => repair.status === 'confirmed')).toBe(true);
    expect(status.total).toBe(15);
    expect(status.counts.inProgress).toBe(15);
    const mechanic = await fresh.admin.ok('repairsList', { mechanic: fresh.mechanicIds[0] });
    expect(mechanic.total).toBe(8);
    for (const [search, total] of [
      ['pilar', 6],
      ['PILAR bh', 3],
      ['600 000 007', 1],
      ['cannon', 15],
      ['nadie', 0],
    ] as const) {
      expect((await fresh.admin.ok('repairsList', { search })).total, search).toBe(total);
    }
  });

  it('refuses a cursor that is not its own', async () => {
    const page = await fresh.admin.ok('repairsList', { limit: 5 });
    expect((await fresh.admin.send('repairsList', { payment: 'paid', cursor: page.nextCursor })).status).toBe(400);
    expect((await fresh.admin.call('repairsList', { cursor: 'garbage' })).status).toBe(400);
  });
});

describe('repairsReorder and repairsDelete', () => {
  it('reorders all or nothing', async () => {
    const a = await shop.admin.ok('repairsCreate', INTAKE);
    const b = await shop.admin.ok('repairsCreate', INTAKE);
    expect(await shop.admin.ok('repairsReorder', { ids: [b.id, a.id] })).toEqual({ reordered: 2 });
    const got = await shop.admin.ok('repairsGet', { id: a.id });
    expect(got.repair.orderPosition).toBe(1);
    expect(got.repair.lastUpdate).toBe(a.lastUpdate);
    const refused = await shop.admin.call('repairsReorder', { ids: [a.id, 'missing'] });
    expect(refused.status).toBe(404);
    expect((await shop.admin.ok('repairsGet', { id: a.id })).repair.orderPosition).toBe(1);
    expect((await shop.admin.call('repairsReorder', { ids: [a.id, a.id] })).status).toBe(400);
  });

  it('deletes for admins and managers, not mechanics', async () => {
    const created = await shop.admin.ok('repairsCreate', INTAKE);
    const mechanic = await shop.member('mechanic');
    expect((await mechanic.call('repairsDelete', { id: created.id })).status).toBe(403);
    expect(await shop.admin.ok('repairsDelete', { id: created.id })).toEqual({ deleted: true });
    expect((await shop.admin.call('repairsGet', { id: created.id })).status).toBe(404);
    expect((await shop.admin.call('repairsDelete', { id: created.id })).status).toBe(404);
  });
});

describe('repairsImport', () => {
  it('imports documents of every version, answering the counts and each rejection with its reason', async () => {
    const importer = await createWorkshop(server, 'Taller importador');
    const answer = await importer.admin.ok('repairsImport', {
      repairs: [v1, v2, v3, 'not a repair', { id: 'bad id with spaces' }, { ...v2 }, { customer: { name: 'Sin id' } }],
    });
    expect(answer).toEqual({
      imported: 4,
      rejected: 3,
      rejections: [
        { index: 3, id: null, reason: 'not-an-object', message: expect.any(String) },
        { index: 4, id: 'bad id with spaces', reason: 'invalid-id', message: expect.any(String) },
        { index: 5, id: (v2 as { id: string }).id, reason: 'duplicate-id', message: expect.any(String) },
      ],
    });
    // Importing again rejects every document that has an id as a duplicate.
    const again = await importer.admin.ok('repairsImport', { repairs: [v1, v2] });
    expect(again).toMatchObject({ imported: 0, rejected: 2 });

    const stored = await importer.admin.ok('repairsGet', { id: (v1 as { id: string }).id, withStored: true });
    expect(stored.storedVersion).toBe(1);
    expect(stored.stored).toEqual(v1);
    expect(stored.repair).toMatchObject({ version: 4, status: 'inProgress', bike: { manufacturer: { label: 'Orbea' } } });
    const [row] = await server.database.db
      .select()
      .from(repairs)
      .where(and(eq(repairs.workshopId, importer.id), eq(repairs.id, (v1 as { id: string }).id)));
    expect(row?.status).toBe('inProgress');

    // A change writes version 4.
    await importer.admin.ok('repairsUpdateStatus', { id: (v1 as { id: string }).id, status: 'finished' });
    expect((await importer.admin.ok('repairsGet', { id: (v1 as { id: string }).id })).storedVersion).toBe(4);
  });

  it('is for admins only', async () => {
    for (const role of ['manager', 'mechanic'] as const) {
      const member = await shop.member(role);
      expect((await member.call('repairsImport', { repairs: [v1] })).status).toBe(403);
    }
  });
});
