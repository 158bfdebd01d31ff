// docs/product.md §14: customer alerts against PostgreSQL. A finished repair not collected for 7 days (the
// server's clock moved) raises its alert and the notifications document's sources.garage; handling it
// records who and when and lowers the source; a new cycle raises a new alert; workshops stay apart; roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAlerts } from '../src/seed/demo-alerts.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, seedCatalogue, type Caller, type Workshop } from './workshop-fixture.ts';

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

beforeAll(async () => {
  // A long trial: the clock moves by weeks and the workshop must keep its access.
  server = await startTestServer({ env: { TRIAL_DAYS: '120' } });
  [shop, other] = await Promise.all([createWorkshop(server, 'Taller Alertas'), createWorkshop(server, 'Taller Vecino')]);
  await Promise.all([seedCatalogue(server, shop.id), seedCatalogue(server, other.id)]);
  mechanic = await shop.member('mechanic');
});
afterAll(async () => server?.close());

/** sources.garage once the checks the writes asked for have run (they run after the write answers). */
async function garage(caller: Caller) {
  await server.alerts.settled();
  return (await caller.ok('notificationsGet', null)).sources.garage;
}

async function handlesOf(workshopId: string): Promise<number> {
  const rows = await server.database.pool.query('select count(*)::int as n from alert_handles where workshop_id = $1', [workshopId]);
  return rows.rows[0].n as number;
}

describe('a finished repair not collected', () => {
  let repairId: string;
  let finishedAt: string;

  it('raises nothing before 7 days, then the alert and sources.garage once the daily check runs', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    repairId = repair.id;
    const finished = await shop.admin.ok('repairsUpdateStatus', { id: repairId, status: 'finished' });
    finishedAt = finished.state.status.at(-1)!.date;
    expect(await shop.admin.ok('alertsList', {})).toEqual({ open: 0, alerts: [] });
    expect(await garage(shop.admin)).toBe(false);

    server.clock.advance(7 * DAY - 60_000);
    await server.alerts.tick();
    expect((await shop.admin.ok('alertsList', {})).open).toBe(0);
    expect(await garage(shop.admin)).toBe(false);

    server.clock.advance(2 * 60_000);
    await server.alerts.tick();
    const list = await shop.admin.ok('alertsList', {});
    expect(list.open).toBe(1);
    expect(list.alerts).toEqual([
      expect.objectContaining({
        key: `repairUncollected:${repairId}:${finishedAt}`,
        reason: 'repairUncollected',
        customerId: repair.customer.id,
        customerName: 'Marta Iglesias',
        phone: '+34 600 111 222',
        since: finishedAt,
        repairId,
        bikeLabel: 'Orbea Orca',
        handled: null,
      }),
    ]);
    const doc = await shop.admin.ok('notificationsGet', null);
    expect(doc.sources.garage).toBe(true);
    expect(doc.count).toBe(1);
  });

  it('keeps another workshop apart: it sees no alert and cannot handle this one', async () => {
    expect(await other.admin.ok('alertsList', { includeHandled: true })).toEqual({ open: 0, alerts: [] });
    expect(await garage(other.admin)).toBe(false);
    const key = `repairUncollected:${repairId}:${finishedAt}`;
    const refused = await other.admin.call('alertsHandle', { key, outcome: 'dismissed' });
    expect(refused.status).toBe(404);
    expect(refused.body.error?.details).toMatchObject({ fields: [{ field: 'key' }] });
    expect(await handlesOf(other.id)).toBe(0);
    expect(await handlesOf(shop.id)).toBe(0);
  });

  it('refuses callers outside a workshop and bad input', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.send('alertsList', {})).status).toBe(401);
    const outsider = new TestClient(server.url);
    await outsider.signUp('sin-taller@example.com', 'a good long password');
    expect((await outsider.send('alertsList', {}, { token: await outsider.idToken() })).status).toBe(403);
    expect((await outsider.send('alertsHandle', { key: 'x', outcome: 'contacted' }, { token: await outsider.idToken() })).status).toBe(403);
    expect((await shop.admin.send('alertsHandle', { key: 'x', outcome: 'called' })).status).toBe(400);
    expect((await shop.admin.send('alertsHandle', { key: '', outcome: 'contacted' })).status).toBe(400);
    expect((await shop.admin.send('alertsHandle', { key: 'repairUncollected:nope:2026-01-01', outcome: 'contacted' })).status).toBe(404);
  });

  it('lets a mechanic mark it contacted, recording who and when, and lowers sources.garage at once', async () => {
    const key = `repairUncollected:${repairId}:${finishedAt}`;
    const handled = await mechanic.ok('alertsHandle', { key, outcome: 'contacted' });
    expect(handled).toMatchObject({ outcome: 'contacted', byId: mechanic.userId, byName: 'Staff' });
    expect(Math.abs(Date.parse(handled.at) - server.clock.now().getTime())).toBeLessThan(60_000);
    expect(await garage(shop.admin)).toBe(false);
    expect(await shop.admin.ok('alertsList', {})).toEqual({ open: 0, alerts: [] });
    const withHandled = await shop.admin.ok('alertsList', { includeHandled: true });
    expect(withHandled.alerts).toEqual([expect.objectContaining({ key, handled })]);
    // Handled stays handled: the daily check does not raise it again, and it cannot be handled twice.
    await server.alerts.tick();
    expect(await garage(shop.admin)).toBe(false);
    const again = await shop.admin.call('alertsHandle', { key, outcome: 'dismissed' });
    expect(again.status).toBe(404);
    expect(again.body.error?.details).toMatchObject({ reason: 'already-handled', fields: [{ field: 'key' }] });
  });

  it('raises a new alert for a new cycle, and delivering the repair settles it at once', async () => {
    await shop.admin.ok('repairsUpdateStatus', { id: repairId, status: 'inProgress' });
    const again = await shop.admin.ok('repairsUpdateStatus', { id: repairId, status: 'finished' });
    const second = again.state.status.at(-1)!.date;
    server.clock.advance(8 * DAY);
    await server.alerts.tick();
    const list = await shop.admin.ok('alertsList', { includeHandled: true });
    expect(list.open).toBe(1);
    expect(list.alerts.map((alert) => [alert.key, alert.handled])).toEqual([[`repairUncollected:${repairId}:${second}`, null]]);
    expect(await garage(shop.admin)).toBe(true);

    // The repair's own change recomputes the source, without waiting for the daily check.
    await shop.admin.ok('repairsUpdateStatus', { id: repairId, status: 'delivered' });
    expect(await garage(shop.admin)).toBe(false);
    expect((await shop.admin.ok('alertsList', {})).open).toBe(0);
  });
});

describe('a bike without a full service', () => {
  it('is raised a year after its last delivered pack or maintenance, for its owner today, and dismissed', async () => {
    const now = server.clock.now().getTime();
    const repair = await other.admin.ok('repairsCreate', { ...INTAKE, customer: { name: 'Iker', phone: '600 222 333' } });
    const bikeId = (repair.state.bike as { id: string }).id;
    const deliveredAt = new Date(now - 400 * DAY).toISOString();
    await other.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'delivered', date: deliveredAt });
    // Delivering recomputed the source: no wait for the daily check.
    expect(await garage(other.admin)).toBe(true);
    const newOwner = await other.admin.ok('customersCreate', { name: 'Nora', phone: '600 444 555' });
    await other.admin.ok('bikesTransfer', { bikeId, toCustomerId: newOwner.id });
    const list = await other.admin.ok('alertsList', {});
    expect(list.alerts).toEqual([
      expect.objectContaining({
        key: `bikeServiceOverdue:${bikeId}:${deliveredAt}`,
        reason: 'bikeServiceOverdue',
        customerId: newOwner.id,
        customerName: 'Nora',
        bikeId,
        since: deliveredAt,
      }),
    ]);
    const handled = await other.admin.ok('alertsHandle', { key: list.alerts[0]!.key, outcome: 'dismissed' });
    expect(handled.outcome).toBe('dismissed');
    expect(await garage(other.admin)).toBe(false);
    // A new full service starts a new cycle: nothing open until a year after it.
    const next = await other.admin.ok('repairsCreate', {
      customer: { id: newOwner.id },
      bike: { id: bikeId },
      services: { packs: [{ id: 'pack-basic' }] },
    });
    expect((await other.admin.ok('alertsList', {})).open).toBe(0);
    await other.admin.ok('repairsUpdateStatus', { id: next.id, status: 'delivered' });
    expect(await other.admin.ok('alertsList', { includeHandled: true })).toEqual({ open: 0, alerts: [] });
  });
});

describe('a suspension due for service (docs/product.md §13.3)', () => {
  it('is raised for the bike’s owner once the hours reported reach its interval, and not while it is away', async () => {
    const own = await createWorkshop(server, 'Taller Suspensiones');
    const customer = await own.admin.ok('customersCreate', { name: 'Rocío', surname: 'Horquilla', phone: '600 700 800' });
    const bike = await own.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Orbea', model: 'Occam' });
    const fork = await own.admin.ok('suspensionsCreate', { bikeId: bike.id, position: 'fork', brand: { value: 'fox', label: 'Fox' } });
    const suspensionAlerts = async () => (await own.admin.ok('alertsList', {})).alerts.filter((alert) => alert.reason === 'suspensionDue');
    expect(await suspensionAlerts()).toEqual([]);

    const reported = await own.admin.ok('suspensionsUpdate', {
      id: fork.unit.id,
      expectedLastUpdate: fork.unit.lastUpdate,
      changes: { reportedHours: 50 },
    });
    const [alert] = await suspensionAlerts();
    expect(alert).toMatchObject({
      customerId: customer.id,
      bikeId: bike.id,
      position: 'fork',
      since: reported.unit.reportedAt!.slice(0, 10),
    });
    expect(await garage(own.admin)).toBe(true);

    // Away at a service centre, it is being seen to: no one needs calling about it.
    await own.admin.ok('suspensionsSendOut', { id: fork.unit.id, centre: 'Centro Fox', sentAt: server.clock.now().toISOString() });
    expect(await suspensionAlerts()).toEqual([]);
    expect(await garage(own.admin)).toBe(false);
  });
});

describe('the demo', () => {
  it('holds a repair finished 9 days ago and not collected, which the daily check raises', async () => {
    const demo = await createWorkshop(server, 'Taller Demo');
    await seedDemoAlerts(server.database.db, demo.id, server.clock.now());
    await server.alerts.tick();
    const list = await demo.admin.ok('alertsList', {});
    expect(list.alerts).toEqual([expect.objectContaining({ reason: 'repairUncollected', customerName: 'Lucía Herrera Campos' })]);
    expect(Math.round((server.clock.now().getTime() - Date.parse(list.alerts[0]!.since)) / DAY)).toBe(9);
    expect(await garage(demo.admin)).toBe(true);
  });
});
