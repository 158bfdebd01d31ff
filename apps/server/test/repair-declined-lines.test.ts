// docs/product.md §3: a line the customer declines through the repair link stays on the repair, marked, and counts in
// no total: not the repair's, not the list's, not what marking it paid charges, not the dashboard's revenue. A
// manager or admin puts it back (repairsIncludeLine) when the customer changes their mind, and the history says who.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './http-client.ts';
import type { TestServer } from './test-server.ts';
import { INTAKE, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;
let next = 0;

/** Puesta a punto 35 €, two chain changes at 12 € and a tube at 6,50 €: 65,50 €. */
const FULL = 6550;
const CHAIN = 'maintenances:m-chain';

/** A repair whose customer declined the chain changes on its link (24 € out: 41,50 €). */
async function declinedRepair() {
  const repair = await shop.admin.ok('repairsCreate', INTAKE);
  const link = await shop.admin.ok('repairLinkGet', { repairId: repair.id });
  const token = new URL(link!.url).pathname.split('/').pop()!;
  const customer = new TestClient(server.url);
  const headers = { 'x-forwarded-for': `198.51.100.${(next += 1)}` };
  const answered = await customer.call(
    'publicRepairRespond',
    { token, decision: 'partial', approvedLineIds: ['packs:pack-basic', 'stockItems:st-tube'] },
    { headers },
  );
  expect(answered.status).toBe(200);
  return repair;
}

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
});
afterAll(async () => server?.close());

describe('a line the customer declined', () => {
  it('stays on the repair marked as declined and out of its total, the list’s, the payment’s and the revenue', async () => {
    const created = await shop.admin.ok('repairsCreate', INTAKE);
    expect(created.totalPrice).toBe(FULL);
    const repair = await declinedRepair();
    const { repair: read } = await shop.admin.ok('repairsGet', { id: repair.id });
    expect(read.form.services.maintenances).toEqual([expect.objectContaining({ id: 'm-chain', quantity: 2, declined: true })]);
    expect(read.totalPrice).toBe(FULL - 2400);
    expect(read.state.serviceTotals.total).toBe(FULL - 2400);
    const list = await shop.admin.ok('repairsList', { limit: 500 });
    expect(list.repairs.find((item) => item.id === repair.id)?.totalPrice).toBe(FULL - 2400);

    // A save of the page keeps the refusal; marking it paid charges what is left.
    const saved = await shop.admin.ok('repairsUpdate', {
      id: repair.id,
      expectedLastUpdate: read.lastUpdate,
      changes: {
        services: { packs: [{ id: 'pack-basic' }], maintenances: [{ id: 'm-chain', quantity: 2 }], stockItems: [{ id: 'st-tube' }] },
      },
    });
    expect(saved.totalPrice).toBe(FULL - 2400);
    const paid = await shop.admin.ok('repairsSetPayment', { id: repair.id, payment: 'paid' });
    expect(paid).toMatchObject({ payment: 'paid', totalPrice: FULL - 2400 });
    const now = Date.now();
    const dashboard = await shop.admin.ok('dashboardGet', {
      from: new Date(now - 86_400_000).toISOString(),
      to: new Date(now + 86_400_000).toISOString(),
    });
    expect(dashboard.revenue?.byPayment.paid).toBe(FULL - 2400);
    // The first repair's chains count, the declined ones do not.
    expect(dashboard.revenue?.byKind.maintenances).toBe(2400);
    // The spreadsheet lists what it charged beside its total.
    const { csv } = await shop.admin.ok('repairsExport', { from: new Date(now - 86_400_000).toISOString() });
    const row = csv.split('\n').find((line) => line.startsWith(repair.id))!;
    expect(row).toContain('Puesta a punto básica | Cámara 29');
    expect(row).not.toContain('Cambio de cadena');
    expect(row).toContain('41,50');
  });

  it('is put back by a manager, with the history saying who, and then counts again', async () => {
    const repair = await declinedRepair();
    const manager = await shop.member('manager');
    const included = await manager.ok('repairsIncludeLine', { id: repair.id, lineId: CHAIN });
    expect(included.totalPrice).toBe(FULL);
    expect(included.form.services.maintenances[0]).not.toHaveProperty('declined');
    const { events } = await shop.admin.ok('repairEventsList', { repairId: repair.id });
    const event = events.find((item) => item.data.kind === 'lineIncluded')!;
    expect(event.data).toEqual({ kind: 'lineIncluded', lineId: CHAIN, title: 'Cambio de cadena' });
    expect(event.actor).toEqual({ userId: manager.userId, name: expect.any(String) });
    expect(events.map((item) => item.data.kind)).toEqual(['linkCreated', 'estimateResponse', 'lineIncluded']);

    // Put back already: a second click is refused and changes nothing.
    const again = await manager.call('repairsIncludeLine', { id: repair.id, lineId: CHAIN });
    expect(again.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'not-declined' } });
    expect((await shop.admin.ok('repairEventsList', { repairId: repair.id })).events).toHaveLength(3);
  });

  it('is put back only by roles that set prices, only on the workshop’s own repair, and only from the version seen', async () => {
    const repair = await declinedRepair();
    const byMechanic = await mechanic.call('repairsIncludeLine', { id: repair.id, lineId: CHAIN });
    expect(byMechanic.status).toBe(403);
    const stranger = await other.admin.call('repairsIncludeLine', { id: repair.id, lineId: CHAIN });
    expect(stranger.status).toBe(404);
    const stale = await shop.admin.call('repairsIncludeLine', { id: repair.id, lineId: CHAIN, expectedLastUpdate: repair.lastUpdate });
    expect(stale.body.error).toMatchObject({ status: 'ABORTED' });
    const unknown = await shop.admin.call('repairsIncludeLine', { id: repair.id, lineId: 'packs:nope' });
    expect(unknown.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field: 'lineId' }] } });
    const { repair: read } = await shop.admin.ok('repairsGet', { id: repair.id });
    expect(read.totalPrice).toBe(FULL - 2400);
    const { events } = await shop.admin.ok('repairEventsList', { repairId: repair.id });
    expect(events.some((item) => item.data.kind === 'lineIncluded')).toBe(false);
  });
});
