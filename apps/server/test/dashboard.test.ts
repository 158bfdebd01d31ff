// docs/product.md §16: the dashboard's figures against a hand-built set of repairs. Every expected figure
// below was worked out by hand from the set (in the comments), not with the server's code.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillRepairColumns } from '../src/data/repairs-backfill.ts';
import type { TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';
import { startTestServer } from './test-server.ts';

let server: TestServer;
let shop: Workshop;
let ana: string;
let luis: string;

/** Madrid in January is UTC+1. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`).toISOString();
const line = (id: string, price: number, quantity = 1) => ({ id, title: id, price, quantity });

interface Spec {
  id: string;
  created: string;
  /** Status entries after notReviewed at `created`. */
  steps: [string, string][];
  payment: string;
  packs?: ReturnType<typeof line>[];
  maintenances?: ReturnType<typeof line>[];
  stockItems?: ReturnType<typeof line>[];
  suspensions?: ReturnType<typeof line>[];
  mechanics?: string[];
  confirmedDate?: string;
}

function doc(spec: Spec) {
  const status = [
    { status: 'notReviewed', date: spec.created, observations: '' },
    ...spec.steps.map(([s, date]) => ({ status: s, date, observations: '' })),
  ];
  const last = status[status.length - 1]!.date;
  // As Rueda writes it: the total of every line (an imported document without it totals packs and maintenances only, docs/product.md §3).
  const lines = [...(spec.packs ?? []), ...(spec.maintenances ?? []), ...(spec.stockItems ?? []), ...(spec.suspensions ?? [])];
  const total = lines.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return {
    id: spec.id,
    version: 4,
    payment: spec.payment,
    customer: { name: `Cliente ${spec.id}`, surname: '', phone: '600000000' },
    form: {
      services: { packs: spec.packs ?? [], maintenances: spec.maintenances ?? [], stockItems: spec.stockItems ?? [] },
      suspensions: spec.suspensions ?? [],
    },
    bike: { manufacturer: { value: 'orbea', label: 'Orbea' }, model: { value: 'Oiz', label: 'Oiz' }, year: 2024, type: 'mountain' },
    mechanics: spec.mechanics ?? [],
    created: spec.created,
    lastUpdate: last,
    state: {
      booking: { confirmedDate: spec.confirmedDate ?? null, postponedDate: null, finishedDate: null, observations: '' },
      status,
      created: spec.created,
      lastUpdate: last,
      serviceTotals: { total },
    },
  };
}

const FROM = at('2027-01-04', '00:00');
const TO = at('2027-01-18', '00:00');

beforeAll(async () => {
  server = await startTestServer();
  shop = await createWorkshop(server, 'Taller de cifras');
  [ana, luis] = shop.mechanicIds as [string, string]; // mechanicsList is by name: Ana, Luis
  const repairs: Spec[] = [
    // R1: in 01-05 09:00, delivered 01-08 12:00 → 3 days 3 h → 4 days. 3500 + 2 × 1200 = 5900, paid. Ana.
    {
      id: 'r1',
      created: at('2027-01-04', '10:00'),
      steps: [
        ['workshopEntrance', at('2027-01-05', '09:00')],
        ['finished', at('2027-01-07', '18:00')],
        ['delivered', at('2027-01-08', '12:00')],
      ],
      payment: 'paid',
      packs: [line('pack-a', 3500)],
      maintenances: [line('m-a', 1200, 2)],
      mechanics: ['ANA'],
    },
    // R2: in 01-04 17:00, finished 01-06 10:00 (not collected) → 1 day 17 h → 2 days. Suspension 6000, pending. Ana and Luis.
    {
      id: 'r2',
      created: at('2027-01-04', '16:00'),
      steps: [
        ['workshopEntrance', at('2027-01-04', '17:00')],
        ['finished', at('2027-01-06', '10:00')],
      ],
      payment: 'pending',
      suspensions: [line('s-a', 6000)],
      mechanics: ['ANA', 'LUIS'],
    },
    // R3: confirmed for 2030-01-10 09:00 (the next booking); 3 × 650 = 1950, pending; nobody assigned.
    {
      id: 'r3',
      created: at('2027-01-06', '09:00'),
      steps: [['confirmed', at('2027-01-06', '09:30')]],
      payment: 'pending',
      stockItems: [line('st-a', 650, 3)],
      confirmedDate: at('2030-01-10', '09:00'),
    },
    // R4: in 01-12 12:00, delivered 01-13 12:00 → 1 day. 7900, warranty. Luis.
    {
      id: 'r4',
      created: at('2027-01-12', '11:00'),
      steps: [
        ['workshopEntrance', at('2027-01-12', '12:00')],
        ['delivered', at('2027-01-13', '12:00')],
      ],
      payment: 'warranty',
      packs: [line('pack-b', 7900)],
      mechanics: ['LUIS'],
    },
    // R5: the last evening of the range; nothing chosen, 0, pending; nobody assigned.
    { id: 'r5', created: at('2027-01-17', '23:30'), steps: [], payment: 'pending' },
    // Outside: R6 at the range's end (exclusive), R7 the minute before it starts (in the previous period: 6 days), R8 before that (10 days).
    {
      id: 'r6',
      created: at('2027-01-18', '00:00'),
      steps: [['delivered', at('2027-01-19', '00:00')]],
      payment: 'paid',
      packs: [line('pack-c', 10000)],
      mechanics: ['ANA'],
    },
    {
      id: 'r7',
      created: at('2027-01-03', '23:59'),
      steps: [
        ['workshopEntrance', at('2027-01-03', '23:59')],
        ['delivered', at('2027-01-09', '10:00')],
      ],
      payment: 'paid',
      packs: [line('pack-c', 10000)],
    },
    {
      id: 'r8',
      created: at('2026-12-20', '10:00'),
      steps: [
        ['workshopEntrance', at('2026-12-20', '10:00')],
        ['delivered', at('2026-12-30', '10:00')],
      ],
      payment: 'paid',
    },
  ];
  const docs = repairs.map((spec) => doc({ ...spec, mechanics: spec.mechanics?.map((name) => (name === 'ANA' ? ana : luis)) }));
  expect(await shop.admin.ok('repairsImport', { repairs: docs })).toMatchObject({ imported: 8, rejected: 0 });
  // Stock: one under its minimum, one above, one under but archived.
  const low = await shop.admin.ok('servicesCreate', {
    kind: 'stockItems',
    service: { title: 'Cámara 29"', price: 650, quantity: 1, minQuantity: 3 },
  });
  await shop.admin.ok('servicesCreate', { kind: 'stockItems', service: { title: 'Cubierta', price: 3000, quantity: 5, minQuantity: 2 } });
  const archived = await shop.admin.ok('servicesCreate', {
    kind: 'stockItems',
    service: { title: 'Vieja', price: 100, quantity: 0, minQuantity: 4 },
  });
  await shop.admin.ok('servicesArchive', { kind: 'stockItems', id: archived.service.id, archived: true });
  expect(low.kind).toBe('stockItems');
});
afterAll(async () => server?.close());

const zero = {
  notReviewed: 0,
  postponed: 0,
  managing: 0,
  confirmed: 0,
  workshopEntrance: 0,
  inProgress: 0,
  paused: 0,
  finished: 0,
  delivered: 0,
};

describe('dashboardGet', () => {
  it('adds up the timeframe’s repairs: statuses, received and delivered per day, revenue, stay, mechanics', async () => {
    const dashboard = await shop.admin.ok('dashboardGet', { from: FROM, to: TO });
    expect(dashboard).toMatchObject({ timeZone: 'Europe/Madrid', bucket: 'day', total: 5 });
    expect(dashboard.statuses).toEqual({ ...zero, delivered: 2, finished: 1, confirmed: 1, notReviewed: 1 });

    expect(dashboard.received).toHaveLength(14);
    expect(dashboard.received[0]).toEqual({ start: '2027-01-04', end: '2027-01-04', received: 2, delivered: 1 });
    const busy = dashboard.received.filter((period) => period.received > 0);
    expect(busy).toEqual([
      { start: '2027-01-04', end: '2027-01-04', received: 2, delivered: 1 },
      { start: '2027-01-06', end: '2027-01-06', received: 1, delivered: 0 },
      { start: '2027-01-12', end: '2027-01-12', received: 1, delivered: 1 },
      { start: '2027-01-17', end: '2027-01-17', received: 1, delivered: 0 },
    ]);

    // A workshop that never issued a document: the repairs' prices (docs/product.md §29, dashboard-revenue.test.ts).
    expect(dashboard.revenue).toEqual({
      source: 'repairs',
      total: 21750,
      byPayment: { pending: 7950, paid: 5900, partial: 0, warranty: 7900, sponsorship: 0 },
      byKind: { packs: 11400, maintenances: 2400, suspensions: 6000, stockItems: 1950 },
      documents: null,
    });

    // (4 + 2 + 1) / 3 = 2.33…; the previous fortnight: R7's 6 days.
    expect(dashboard.stay).toMatchObject({ averageDays: 2.3, repairs: 3, previousAverageDays: 6 });
    expect(dashboard.stay.trend.filter((period) => period.repairs > 0)).toEqual([
      { start: '2027-01-04', end: '2027-01-04', averageDays: 3, repairs: 2 },
      { start: '2027-01-12', end: '2027-01-12', averageDays: 1, repairs: 1 },
    ]);

    // No service has an estimate: an hour each.
    expect(dashboard.mechanics).toEqual([
      { id: ana, name: 'Ana', active: true, repairs: 2, workMinutes: 120, trackedMinutes: 0 },
      { id: luis, name: 'Luis', active: true, repairs: 2, workMinutes: 120, trackedMinutes: 0 },
      { id: null, name: '', active: false, repairs: 2, workMinutes: 120, trackedMinutes: 0 },
    ]);
  });

  it('lists the next confirmed bookings, the repairs not collected and the low stock, whatever the timeframe', async () => {
    const dashboard = await shop.admin.ok('dashboardGet', { from: at('2027-06-01', '00:00'), to: at('2027-06-02', '00:00') });
    expect(dashboard.total).toBe(0);
    expect(dashboard.nextBookings).toEqual([
      { id: 'r3', title: 'Cliente r3 · Orbea Oiz', date: at('2030-01-10', '09:00'), storedVersion: 4 },
    ]);
    expect(dashboard.uncollected).toEqual({
      count: 1,
      repairs: [{ id: 'r2', title: 'Cliente r2 · Orbea Oiz', date: at('2027-01-06', '10:00'), storedVersion: 4 }],
    });
    expect(dashboard.lowStock).toEqual({ count: 1, items: [{ id: expect.any(String), title: 'Cámara 29"', quantity: 1, minQuantity: 3 }] });
  });

  it('groups a year by weeks (Monday first), the first week starting with the timeframe', async () => {
    const dashboard = await shop.admin.ok('dashboardGet', { from: at('2026-12-31', '00:00'), to: at('2027-12-31', '00:00') });
    expect(dashboard.bucket).toBe('week');
    // 2026-12-31 is a Thursday: its week is cut to Thursday–Sunday; the next starts on Monday 2027-01-04.
    expect(dashboard.received.slice(0, 3)).toEqual([
      { start: '2026-12-31', end: '2027-01-03', received: 1, delivered: 1 },
      { start: '2027-01-04', end: '2027-01-10', received: 3, delivered: 1 },
      { start: '2027-01-11', end: '2027-01-17', received: 2, delivered: 1 },
    ]);
    expect(dashboard.received.at(-1)).toMatchObject({ end: '2027-12-30' });
    expect(dashboard.total).toBe(7);
  });

  it('shows revenue to admins and managers only (docs/roles.md), and refuses a range that ends before it starts', async () => {
    const manager = await shop.member('manager');
    const mechanic = await shop.member('mechanic');
    expect((await manager.ok('dashboardGet', { from: FROM, to: TO })).revenue).not.toBeNull();
    const seen = await mechanic.ok('dashboardGet', { from: FROM, to: TO });
    expect(seen.revenue).toBeNull();
    expect(seen.total).toBe(5);
    const backwards = await shop.admin.call('dashboardGet', { from: TO, to: FROM });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error?.details).toMatchObject({ fields: [{ field: 'to' }] });
  });

  it('stays right after a change: a repair delivered now moves the figures at once', async () => {
    const before = await shop.admin.ok('dashboardGet', { from: FROM, to: TO });
    await shop.admin.ok('repairsUpdateStatus', { id: 'r5', status: 'delivered' });
    const after = await shop.admin.ok('dashboardGet', { from: FROM, to: TO });
    expect(after.statuses.delivered).toBe(before.statuses.delivered + 1);
    expect(after.received.at(-1)).toEqual({ start: '2027-01-17', end: '2027-01-17', received: 1, delivered: 1 });
  });

  it('fills the columns of repairs written before migration 0018 at start-up, and the figures come back the same', async () => {
    const before = await shop.admin.ok('dashboardGet', { from: FROM, to: TO });
    const cleared = await server.database.db.execute(sql`
      update repairs set calendar_start = null, calendar_event = null, work_minutes = null, delivery_date = null, stay_days = null, total_price = null,
        packs_cents = null, maintenances_cents = null, suspensions_cents = null, stock_items_cents = null
      where workshop_id = ${shop.id}`);
    expect(cleared.rowCount).toBe(8);
    // A change nothing announced (a script): the snapshot kept in memory (decision 027) is read again once the lists are cleared.
    server.repairLists.clear();
    const unfilled = await shop.admin.ok('dashboardGet', { from: FROM, to: TO });
    expect(unfilled.revenue?.total).toBe(0);
    // The lists read a repair without its kept event from its document.
    expect(unfilled.uncollected.repairs.map((line) => line.title)).toEqual(before.uncollected.repairs.map((line) => line.title));
    expect(await backfillRepairColumns(server.database.db)).toBeGreaterThanOrEqual(8);
    server.repairLists.clear();
    expect(await shop.admin.ok('dashboardGet', { from: FROM, to: TO })).toEqual(before);
    expect(await backfillRepairColumns(server.database.db)).toBe(0);
  });

  it('keeps daily figures equal to the figures counted again from the repairs, whatever the writes', async () => {
    const figures = async () => {
      const rows = await server.database.db.execute(sql`
        select * from repair_figures_daily where workshop_id = ${shop.id} and repairs <> 0 order by day`);
      const mechanics = await server.database.db.execute(sql`
        select day::text, mechanic_id, repairs, work_minutes from repair_mechanics_daily
        where workshop_id = ${shop.id} and repairs <> 0 order by 1, 2`);
      return { rows: rows.rows, mechanics: mechanics.rows };
    };
    // Writes of every kind: a new repair, a status, a payment, services, mechanics, a reorder, a delete, a booking.
    const made = await shop.admin.ok('repairsCreate', { customer: { name: 'Nueva' }, bike: {}, mechanics: [luis] });
    await shop.admin.ok('repairsUpdateStatus', { id: made.id, status: 'workshopEntrance' });
    await shop.admin.ok('repairsUpdateStatus', { id: made.id, status: 'delivered' });
    await shop.admin.ok('repairsSetPayment', { id: 'r3', payment: 'paid' });
    await shop.admin.ok('repairsReorder', { ids: ['r4', 'r1'] });
    await shop.admin.ok('repairsDelete', { id: 'r8' });
    const booked = await shop.admin.ok('bookingsCreate', {
      date: at('2027-01-20', '10:00'),
      customer: { name: 'Cita' },
      bike: {},
      overCapacity: true,
    });
    await shop.admin.ok('bookingsReschedule', {
      id: booked.id,
      date: at('2027-01-21', '10:00'),
      expectedLastUpdate: booked.lastUpdate,
      overCapacity: true,
    });
    const kept = await figures();
    expect(kept.rows.length).toBeGreaterThan(5);
    await server.database.db.execute(sql`select rueda_repair_figures_rebuild(${shop.id})`);
    expect(await figures()).toEqual(kept);
  });

  it('counts the days again in a new time zone', async () => {
    const before = await shop.admin.ok('dashboardGet', { from: FROM, to: TO });
    // Kiritimati is UTC+14: R5, created at 23:30 in Madrid on the 17th, was created on the 18th there.
    const kiritimati = { ...(await shop.admin.ok('bookingSettingsGet', null)), timeZone: 'Pacific/Kiritimati' };
    await shop.admin.ok('bookingSettingsUpdate', kiritimati);
    const days = await server.database.db.execute<{ day: string }>(sql`
      select day::text from repair_figures_daily where workshop_id = ${shop.id} and delivered > 0 and day >= '2027-01-17' order by 1`);
    expect(days.rows.map((row) => row.day)).toContain('2027-01-18');
    await shop.admin.ok('bookingSettingsUpdate', { ...kiritimati, timeZone: 'Europe/Madrid' });
    expect(await shop.admin.ok('dashboardGet', { from: FROM, to: TO })).toEqual(before);
  });

  it('takes a week asked from a browser on another clock as seven of the workshop’s days', async () => {
    // A browser in UTC asks for its Monday 4 to Sunday 10 January: 01:00 on the 4th to 01:00 on the 11th in Madrid.
    const utc = await shop.admin.ok('dashboardGet', { from: '2027-01-04T00:00:00.000Z', to: '2027-01-11T00:00:00.000Z' });
    expect(utc.received.map((period) => period.start)).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-09',
      '2027-01-10',
    ]);
    // And one in Bogotá (UTC−5): 06:00 in Madrid, the same seven days.
    const bogota = await shop.admin.ok('dashboardGet', { from: '2027-01-04T05:00:00.000Z', to: '2027-01-11T05:00:00.000Z' });
    expect(bogota.received.map((period) => period.start)).toEqual(utc.received.map((period) => period.start));
  });

  it('lists a booking awaiting review among the next ones, marked, as the calendar shows it (docs/product.md §4)', async () => {
    // An online booking is notReviewed with its day as the booking's date; created in 2028, outside every range above.
    const online = doc({
      id: 'r9',
      created: at('2028-03-01', '10:00'),
      steps: [],
      payment: 'pending',
      confirmedDate: at('2030-01-08', '00:00'),
    });
    // R10, notReviewed with no booking's date, is on the calendar on the day it was created, but it is no booking.
    const unbooked = doc({ id: 'r10', created: at('2029-05-01', '10:00'), steps: [], payment: 'pending' });
    expect(await shop.admin.ok('repairsImport', { repairs: [online, unbooked] })).toMatchObject({ imported: 2 });
    const dashboard = await shop.admin.ok('dashboardGet', { from: FROM, to: TO });
    expect(dashboard.nextBookings.map((line) => line.id)).not.toContain('r10');
    expect(dashboard.nextBookings.slice(-2)).toEqual([
      { id: 'r9', title: 'Cliente r9 · Orbea Oiz', date: at('2030-01-08', '00:00'), storedVersion: 4, awaitingReview: true },
      { id: 'r3', title: 'Cliente r3 · Orbea Oiz', date: at('2030-01-10', '09:00'), storedVersion: 4 },
    ]);
  });
});
