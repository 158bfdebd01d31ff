// docs/product.md §31.2: parts on order. A part is asked for a repair, ordered, and received once: it goes on its
// repair (a stock item at the catalogue's price today, into stock first; a free-text part as a line of its own), the
// repair's card counts what is not in, and a repair whose parts are all in is listed to call until its customer is
// told. Bad input changes nothing, and nothing reaches another workshop's repairs or parts.
import { dayInZone, type TRepair } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './test-server.ts';
import { INTAKE, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

/** The small catalogue's inner tube, 6,50 €. */
const TUBE = 'Cámara 29"';
const BRAKE_HANGER = { title: 'Patilla de cambio Marin #34', supplier: 'Ciclos Norte', reference: 'MAR-34', quantity: 1, cost: 900 };

async function tubesInStock(): Promise<number> {
  const catalogue = await shop.admin.ok('servicesList', {});
  return catalogue.stockItems.find((item) => item.id === 'st-tube')!.quantity;
}

async function summaryOf(repair: TRepair) {
  const list = await shop.admin.ok('repairsList', { limit: 500 });
  return list.repairs.find((summary) => summary.id === repair.id)!;
}

/** A repair with nothing on it but a pack. */
async function bareRepair(): Promise<TRepair> {
  return shop.admin.ok('repairsCreate', { ...INTAKE, services: { packs: [{ id: 'pack-basic' }] } });
}

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
});
afterAll(async () => server?.close());

describe("a part's life", () => {
  it('from to order to arrived: the card counts what is not in, the parts go on the repair, and the customer is to call', async () => {
    const repair = await bareRepair();
    const free = await shop.admin.ok('partsCreate', { repairId: repair.id, ...BRAKE_HANGER, price: 1800 });
    const tubes = await mechanic.ok('partsCreate', {
      repairId: repair.id,
      serviceId: 'st-tube',
      supplier: 'Ciclos Norte',
      quantity: 3,
      cost: 300,
    });
    expect(free).toMatchObject({
      state: 'toOrder',
      title: BRAKE_HANGER.title,
      price: 1800,
      orderedOn: null,
      createdBy: { name: expect.any(String) },
    });
    expect(tubes).toMatchObject({ state: 'toOrder', serviceId: 'st-tube', title: TUBE, price: null });
    expect((await summaryOf(repair)).parts).toEqual({ total: 2, waiting: 2 });
    const toOrder = await shop.admin.ok('partsList', { states: ['toOrder'] });
    expect(toOrder.filter((part) => part.repairId === repair.id).map((part) => part.id)).toEqual([free.id, tubes.id]);
    expect(toOrder[0]!.repair).toMatchObject({ id: repair.id, customerName: 'Marta Iglesias', bike: 'Orbea Orca', status: 'notReviewed' });

    // Ordered today on the workshop's clock.
    const { timeZone } = await shop.admin.ok('bookingSettingsGet', {});
    const ordered = await mechanic.ok('partsOrder', { ids: [tubes.id, free.id], expectedOn: '2099-01-01' });
    expect(ordered.map((part) => [part.id, part.state, part.orderedOn])).toEqual([
      [tubes.id, 'ordered', dayInZone(server.clock.now().getTime(), timeZone)],
      [free.id, 'ordered', dayInZone(server.clock.now().getTime(), timeZone)],
    ]);
    expect(await shop.admin.ok('partsList', { states: ['toOrder'] })).not.toContainEqual(expect.objectContaining({ repairId: repair.id }));

    const stockBefore = await tubesInStock();
    const first = await mechanic.ok('partsArrive', { id: tubes.id });
    expect(first.allIn).toBe(false);
    expect(first.part).toMatchObject({ state: 'arrived', arrivedAt: expect.any(String), arrivedBy: { userId: expect.any(String) } });
    expect(first.repair!.form.services.stockItems).toEqual([{ id: 'st-tube', title: TUBE, price: 650, quantity: 3 }]);
    expect(await tubesInStock()).toBe(stockBefore + 3);
    expect((await summaryOf(repair)).parts).toEqual({ total: 2, waiting: 1 });
    expect(await shop.admin.ok('partsToCall', {})).toEqual([]);

    const last = await shop.admin.ok('partsArrive', { id: free.id });
    expect(last.allIn).toBe(true);
    expect(last.repair!.form.services.stockItems).toEqual([
      { id: 'st-tube', title: TUBE, price: 650, quantity: 3 },
      { id: `part:${free.id}`, title: BRAKE_HANGER.title, price: 1800, quantity: 1 },
    ]);
    expect(last.repair!.totalPrice).toBe(3500 + 3 * 650 + 1800);
    expect((await summaryOf(repair)).parts).toBeUndefined();
    expect(last.repair!.state.parts).toEqual({ total: 2, waiting: 0 });

    const calls = await shop.admin.ok('partsToCall', {});
    expect(calls).toEqual([
      {
        repair: expect.objectContaining({ id: repair.id, customerPhone: '+34 600 111 222' }),
        parts: [
          { id: tubes.id, title: TUBE, quantity: 3 },
          { id: free.id, title: BRAKE_HANGER.title, quantity: 1 },
        ],
        allInAt: last.part.arrivedAt,
      },
    ]);
    expect(await mechanic.ok('partsCustomerTold', { repairId: repair.id })).toEqual({ told: 2 });
    expect(await shop.admin.ok('partsToCall', {})).toEqual([]);

    // A later part ordered and in puts the repair back on the list; the "Piezas recibidas" message takes it off.
    const later = await shop.admin.ok('partsCreate', { repairId: repair.id, title: 'Tornillo', quantity: 1, orderedOn: '2026-01-10' });
    expect(later.state).toBe('ordered');
    await shop.admin.ok('partsArrive', { id: later.id });
    expect((await shop.admin.ok('partsToCall', {})).map((call) => call.repair.id)).toEqual([repair.id]);
    await mechanic.ok('repairMessageSend', {
      repairId: repair.id,
      templateKey: 'parts.arrived',
      channel: 'link',
      body: 'Ya han llegado las piezas',
    });
    expect(await shop.admin.ok('partsToCall', {})).toEqual([]);
    const told = await shop.admin.ok('partsList', { repairId: repair.id });
    expect(told.map((part) => part.customerToldAt === null)).toEqual([false, false, false]);
  });

  it('a stock item the repair has a line of already leaves the line as it is, and its stock still comes in', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    const part = await shop.admin.ok('partsCreate', { repairId: repair.id, serviceId: 'st-tube', quantity: 2 });
    const before = await tubesInStock();
    const arrived = await shop.admin.ok('partsArrive', { id: part.id });
    expect(arrived.repair!.form.services.stockItems).toEqual(repair.form.services.stockItems);
    expect(await tubesInStock()).toBe(before + 2);
  });

  it('a repair delivered meanwhile takes no line; the part still comes into stock', async () => {
    const repair = await bareRepair();
    const part = await shop.admin.ok('partsCreate', { repairId: repair.id, serviceId: 'st-tube', quantity: 1 });
    await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'delivered' });
    const before = await tubesInStock();
    const arrived = await shop.admin.ok('partsArrive', { id: part.id });
    expect(arrived).toMatchObject({ repair: null, allIn: true, part: { state: 'arrived' } });
    // Delivered, there is nobody to call about it.
    expect((await shop.admin.ok('partsToCall', {})).map((call) => call.repair.id)).not.toContain(repair.id);
    const saved = (await shop.admin.ok('repairsGet', { id: repair.id })).repair;
    expect(saved.form.services.stockItems).toEqual([]);
    expect(saved.state.parts).toEqual({ total: 1, waiting: 0 });
    expect(await tubesInStock()).toBe(before + 1);
  });

  it('a part not in is changed on its own lastUpdate, or taken back, and the card follows', async () => {
    const repair = await bareRepair();
    const part = await shop.admin.ok('partsCreate', { repairId: repair.id, ...BRAKE_HANGER });
    const changed = await shop.admin.ok('partsUpdate', {
      id: part.id,
      expectedLastUpdate: part.lastUpdate,
      changes: { supplier: 'Bike Parts SL', orderedOn: '2026-11-02', expectedOn: '2026-11-09' },
    });
    expect(changed).toMatchObject({ supplier: 'Bike Parts SL', state: 'ordered', orderedOn: '2026-11-02', expectedOn: '2026-11-09' });
    const stale = await shop.admin.call('partsUpdate', { id: part.id, expectedLastUpdate: part.lastUpdate, changes: { quantity: 2 } });
    expect(stale.body.error).toMatchObject({ status: 'ABORTED' });
    expect(await shop.admin.ok('partsDelete', { id: part.id })).toEqual({ deleted: true });
    expect(await shop.admin.ok('partsList', { repairId: repair.id })).toEqual([]);
    expect((await shop.admin.ok('repairsGet', { id: repair.id })).repair.state.parts).toBeUndefined();
  });
});

describe('bad input is refused, and nothing is changed', () => {
  it('a part arrived again, ordered again, changed or taken back once in', async () => {
    const repair = await bareRepair();
    const part = await shop.admin.ok('partsCreate', { repairId: repair.id, ...BRAKE_HANGER });
    await shop.admin.ok('partsOrder', { ids: [part.id] });
    const orderedAgain = await shop.admin.call('partsOrder', { ids: [part.id] });
    expect(orderedAgain.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'not-to-order' } });
    const arrived = await shop.admin.ok('partsArrive', { id: part.id });
    const stockBefore = await tubesInStock();
    for (const [name, data] of [
      ['partsArrive', { id: part.id }],
      ['partsUpdate', { id: part.id, expectedLastUpdate: arrived.part.lastUpdate, changes: { quantity: 2 } }],
      ['partsDelete', { id: part.id }],
    ] as const) {
      const again = await shop.admin.call(name, data);
      expect(again.body.error, name).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'already-arrived' } });
    }
    expect(await shop.admin.ok('partsList', { repairId: repair.id })).toEqual([arrived.part].map((p) => expect.objectContaining(p)));
    expect((await shop.admin.ok('repairsGet', { id: repair.id })).repair.lastUpdate).toBe(arrived.repair!.lastUpdate);
    expect(await tubesInStock()).toBe(stockBefore);
  });

  it('a quantity of 0, a cost below 0, an expected day before the order, naming the field', async () => {
    const repair = await bareRepair();
    const refusals: [string, Record<string, unknown>][] = [
      ['quantity', { quantity: 0 }],
      ['cost', { cost: -1 }],
      ['expectedOn', { orderedOn: '2026-11-10', expectedOn: '2026-11-09' }],
      ['title', { serviceId: 'st-tube' }],
    ];
    for (const [field, fields] of refusals) {
      const answer = await shop.admin.call('partsCreate', { repairId: repair.id, ...BRAKE_HANGER, ...fields });
      expect(answer.body.error, field).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field }] } });
    }
    const part = await shop.admin.ok('partsCreate', { repairId: repair.id, ...BRAKE_HANGER, expectedOn: '2026-11-05' });
    const early = await shop.admin.call('partsOrder', { ids: [part.id], orderedOn: '2026-11-06' });
    expect(early.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field: 'expectedOn' }] } });
    const changed = await shop.admin.call('partsUpdate', {
      id: part.id,
      expectedLastUpdate: part.lastUpdate,
      changes: { orderedOn: '2026-11-06' },
    });
    expect(changed.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field: 'changes.expectedOn' }] } });
    const unknown = await shop.admin.call('partsCreate', { repairId: repair.id, serviceId: 'm-chain', quantity: 1 });
    expect(unknown.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field: 'serviceId' }] } });
    expect(await shop.admin.ok('partsList', { repairId: repair.id })).toEqual([expect.objectContaining({ id: part.id, state: 'toOrder' })]);
  });

  it('a delivered repair takes no new part, and only a member who may price sets a free-text part’s price', async () => {
    const repair = await bareRepair();
    const priced = await mechanic.call('partsCreate', { repairId: repair.id, ...BRAKE_HANGER, price: 1000 });
    expect(priced.body.error).toMatchObject({ status: 'PERMISSION_DENIED' });
    await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'delivered' });
    const late = await shop.admin.call('partsCreate', { repairId: repair.id, ...BRAKE_HANGER });
    expect(late.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'repair-delivered' } });
    expect(await shop.admin.ok('partsList', { repairId: repair.id })).toEqual([]);
  });
});

describe("another workshop's", () => {
  it('repairs and parts are not found, and its lists never show them', async () => {
    const theirs = await other.admin.ok('repairsCreate', INTAKE);
    const part = await other.admin.ok('partsCreate', { repairId: theirs.id, ...BRAKE_HANGER });
    const attempts: [string, unknown][] = [
      ['partsList', { repairId: theirs.id }],
      ['partsCreate', { repairId: theirs.id, ...BRAKE_HANGER }],
      ['partsUpdate', { id: part.id, expectedLastUpdate: part.lastUpdate, changes: { quantity: 2 } }],
      ['partsOrder', { ids: [part.id] }],
      ['partsArrive', { id: part.id }],
      ['partsDelete', { id: part.id }],
      ['partsCustomerTold', { repairId: theirs.id }],
    ];
    for (const [name, data] of attempts) {
      const answer = await shop.admin.call(name as 'partsList', data as never);
      expect(answer.body.error, name).toMatchObject({ status: 'NOT_FOUND' });
    }
    expect(await shop.admin.ok('partsList', { states: ['toOrder', 'ordered', 'arrived'] })).not.toContainEqual(
      expect.objectContaining({ id: part.id }),
    );
    expect(await other.admin.ok('partsList', { repairId: theirs.id })).toEqual([
      expect.objectContaining({ id: part.id, state: 'toOrder' }),
    ]);
  });
});
