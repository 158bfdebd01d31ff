// docs/product.md §13: suspension units and services against PostgreSQL — defaults, stale edits, one unit per
// position, sending out, recording a repair's suspension line (its date, its checks), roles and two workshops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { DEMO_FORK_FRAME } from '../src/seed/demo-suspensions.ts';
import type { TestServer } from './test-server.ts';
import { createWorkshop, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
});
afterAll(async () => server?.close());

/** A customer's bike in `workshop` and a repair of it with the fork line. */
async function bikeWithRepair(workshop: Workshop, suspensions = [{ id: 's-fork' }]) {
  const customer = await workshop.admin.ok('customersCreate', { name: 'Íñigo', phone: '600 200 300' });
  const bike = await workshop.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Orbea', model: 'Occam' });
  const repair = await workshop.admin.ok('repairsCreate', {
    customer: { id: customer.id },
    bike: { id: bike.id },
    services: { suspensions },
  });
  return { customer, bike, repair };
}

async function rowCount(table: 'suspension_units' | 'suspension_services', workshopId: string): Promise<number> {
  const result = await server.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where workshop_id = ${workshopId}`,
  );
  return result.rows[0]!.n;
}

describe('suspension units', () => {
  it('registers a fork with the manufacturers’ default intervals, dated from registration, one per position', async () => {
    const { bike } = await bikeWithRepair(shop);
    const fork = await mechanic.ok('suspensionsCreate', {
      bikeId: bike.id,
      position: 'fork',
      brand: { value: 'fox', label: 'Fox' },
      model: '36 Factory',
      serialNumber: 'FX-123',
      travel: 160,
    });
    expect(fork.unit).toMatchObject({
      bikeId: bike.id,
      position: 'fork',
      brand: { value: 'fox', label: 'Fox' },
      travel: 160,
      intervals: { lowerLeg: { hours: 50, months: 12 }, full: { hours: 125, months: 24 } },
      sentOut: null,
      reportedHours: null,
    });
    const created = new Date(fork.unit.created);
    const inYears = (years: number) =>
      new Date(Date.UTC(created.getUTCFullYear() + years, created.getUTCMonth(), created.getUTCDate())).toISOString().slice(0, 10);
    expect(fork.state).toMatchObject({ due: false, lowerLeg: { nextDate: inYears(1), lastDate: null }, full: { nextDate: inYears(2) } });
    const second = await shop.admin.call('suspensionsCreate', { bikeId: bike.id, position: 'fork', brand: { value: 'x', label: 'x' } });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ details: { reason: 'position-taken' } });
    await shop.admin.ok('suspensionsCreate', { bikeId: bike.id, position: 'shock', brand: { value: 'Formula', label: 'Formula' } });
    expect((await shop.admin.ok('suspensionsList', { bikeId: bike.id })).map((view) => view.unit.position)).toEqual(['fork', 'shock']);
  });

  it('saves reported hours dated by the clock, shows the unit due by hours, and refuses a stale save', async () => {
    const { bike } = await bikeWithRepair(shop);
    const fork = await shop.admin.ok('suspensionsCreate', {
      bikeId: bike.id,
      position: 'fork',
      brand: { value: 'rockshox', label: 'RockShox' },
    });
    const reported = await mechanic.ok('suspensionsUpdate', {
      id: fork.unit.id,
      expectedLastUpdate: fork.unit.lastUpdate,
      changes: { reportedHours: 50, serialNumber: 'RS-9' },
    });
    expect(reported.unit).toMatchObject({ reportedHours: 50, serialNumber: 'RS-9' });
    expect(reported.unit.reportedAt).not.toBeNull();
    expect(reported.state.lowerLeg).toMatchObject({ hoursLeft: 0, dueByHours: true, due: true });
    expect(reported.state.full).toMatchObject({ hoursLeft: 75, due: false });
    expect(reported.state.due).toBe(true);
    const stale = await shop.admin.call('suspensionsUpdate', {
      id: fork.unit.id,
      expectedLastUpdate: fork.unit.lastUpdate,
      changes: { notes: 'x' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ status: 'ABORTED', details: { reason: 'stale' } });
    const bad = await shop.admin.call('suspensionsUpdate', {
      id: fork.unit.id,
      expectedLastUpdate: reported.unit.lastUpdate,
      changes: { intervals: { lowerLeg: { hours: 0, months: 12 }, full: { hours: 125, months: 24 } } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error?.details)).toContain('changes.intervals.lowerLeg.hours');
  });

  it('marks a unit sent out and back, refusing a return before it went', async () => {
    const { bike } = await bikeWithRepair(shop);
    const shock = await shop.admin.ok('suspensionsCreate', { bikeId: bike.id, position: 'shock', brand: { value: 'fox', label: 'Fox' } });
    const notOut = await shop.admin.call('suspensionsReturn', { id: shock.unit.id, backAt: '2026-11-10T10:00:00.000Z' });
    expect(notOut.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'not-sent-out' } });
    const out = await mechanic.ok('suspensionsSendOut', {
      id: shock.unit.id,
      centre: 'Suspension Center Madrid',
      sentAt: '2026-11-01T10:00:00.000Z',
    });
    expect(out.unit.sentOut).toEqual({ centre: 'Suspension Center Madrid', sentAt: '2026-11-01T10:00:00.000Z', backAt: null });
    const early = await shop.admin.call('suspensionsReturn', { id: shock.unit.id, backAt: '2026-10-30T10:00:00.000Z' });
    expect(early.status).toBe(400);
    expect(JSON.stringify(early.body.error?.details)).toContain('backAt');
    const back = await mechanic.ok('suspensionsReturn', { id: shock.unit.id, backAt: '2026-11-12T10:00:00.000Z' });
    expect(back.unit.sentOut).toMatchObject({ backAt: '2026-11-12T10:00:00.000Z' });
  });

  it('lets only admins and managers delete a unit, which takes its services with it', async () => {
    const { bike, repair } = await bikeWithRepair(shop);
    const fork = await shop.admin.ok('suspensionsCreate', { bikeId: bike.id, position: 'fork', brand: { value: 'fox', label: 'Fox' } });
    await shop.admin.ok('suspensionServicesRecord', { repairId: repair.id, unitId: fork.unit.id, serviceLineId: 's-fork', kind: 'full' });
    expect((await mechanic.call('suspensionsDelete', { id: fork.unit.id })).status).toBe(403);
    const manager = await shop.member('manager');
    expect(await manager.ok('suspensionsDelete', { id: fork.unit.id })).toEqual({ deleted: true });
    expect(await shop.admin.ok('suspensionServicesForRepair', { repairId: repair.id })).toMatchObject({ units: [], services: [] });
  });
});

describe('suspension services from repairs', () => {
  it('records a fork full service dated by the server’s clock, resetting both kinds, once per line and unit, with undo', async () => {
    const { bike, repair } = await bikeWithRepair(shop);
    const fork = await shop.admin.ok('suspensionsCreate', { bikeId: bike.id, position: 'fork', brand: { value: 'fox', label: 'Fox' } });
    const before = Date.now();
    const recorded = await mechanic.ok('suspensionServicesRecord', {
      repairId: repair.id,
      unitId: fork.unit.id,
      serviceLineId: 's-fork',
      kind: 'lowerLeg',
    });
    expect(recorded).toMatchObject({
      unitId: fork.unit.id,
      repairId: repair.id,
      kind: 'lowerLeg',
      serviceTitle: 'Mantenimiento de horquilla',
    });
    expect(Date.parse(recorded.date)).toBeGreaterThanOrEqual(before - 1000);
    // The same line on the same unit again changes its kind: still one record.
    const again = await mechanic.ok('suspensionServicesRecord', {
      repairId: repair.id,
      unitId: fork.unit.id,
      serviceLineId: 's-fork',
      kind: 'full',
    });
    expect(again).toMatchObject({ id: recorded.id, kind: 'full' });
    const [view] = await shop.admin.ok('suspensionsList', { bikeId: bike.id });
    expect(view!.services).toEqual([again]);
    const inYears = (years: number) => {
      const date = new Date(again.date);
      return new Date(Date.UTC(date.getUTCFullYear() + years, date.getUTCMonth(), date.getUTCDate())).toISOString().slice(0, 10);
    };
    expect(view!.state).toMatchObject({
      lowerLeg: { lastDate: again.date, nextDate: inYears(1) },
      full: { nextDate: inYears(2) },
      due: false,
    });
    expect(await shop.admin.ok('suspensionServicesForRepair', { repairId: repair.id })).toMatchObject({
      bikeId: bike.id,
      units: [{ unit: { id: fork.unit.id } }],
      services: [{ id: again.id }],
    });
    expect(await mechanic.ok('suspensionServicesDelete', { id: again.id })).toEqual({ deleted: true });
    expect((await shop.admin.ok('suspensionsList', { bikeId: bike.id }))[0]!.services).toEqual([]);
    expect((await mechanic.call('suspensionServicesDelete', { id: again.id })).status).toBe(404);
  });

  it('dates the service by the repair’s finish', async () => {
    const { bike, repair } = await bikeWithRepair(shop);
    const fork = await shop.admin.ok('suspensionsCreate', { bikeId: bike.id, position: 'fork', brand: { value: 'fox', label: 'Fox' } });
    await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'finished', date: '2026-09-15T16:30:00.000Z' });
    const recorded = await shop.admin.ok('suspensionServicesRecord', {
      repairId: repair.id,
      unitId: fork.unit.id,
      serviceLineId: 's-fork',
      kind: 'full',
    });
    expect(recorded.date).toBe('2026-09-15T16:30:00.000Z');
    const [view] = await shop.admin.ok('suspensionsList', { bikeId: bike.id });
    expect(view!.state.full.nextDate).toBe('2028-09-15');
    expect(view!.state.lowerLeg.nextDate).toBe('2027-09-15');
  });

  it('refuses a line the repair does not have, and a unit of another bike, naming the field and writing nothing', async () => {
    const { bike, repair } = await bikeWithRepair(shop);
    const other = await bikeWithRepair(shop, []);
    const fork = await shop.admin.ok('suspensionsCreate', { bikeId: bike.id, position: 'fork', brand: { value: 'fox', label: 'Fox' } });
    const otherFork = await shop.admin.ok('suspensionsCreate', {
      bikeId: other.bike.id,
      position: 'fork',
      brand: { value: 'fox', label: 'Fox' },
    });
    const before = await rowCount('suspension_services', shop.id);
    const attempts = [
      [{ repairId: repair.id, unitId: fork.unit.id, serviceLineId: 'pack-basic', kind: 'full' }, 'serviceLineId'],
      [{ repairId: repair.id, unitId: otherFork.unit.id, serviceLineId: 's-fork', kind: 'full' }, 'unitId'],
      [{ repairId: other.repair.id, unitId: otherFork.unit.id, serviceLineId: 's-fork', kind: 'full' }, 'serviceLineId'],
    ] as const;
    for (const [data, field] of attempts) {
      const answer = await shop.admin.call('suspensionServicesRecord', data);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error?.details).toMatchObject({ fields: [{ field }] });
    }
    expect(await rowCount('suspension_services', shop.id)).toBe(before);
  });
});

describe('two workshops', () => {
  it('answers not-found for another workshop’s bike, unit, repair and service, and writes nothing there', async () => {
    const theirs = await bikeWithRepair(other);
    const theirFork = await other.admin.ok('suspensionsCreate', {
      bikeId: theirs.bike.id,
      position: 'fork',
      brand: { value: 'fox', label: 'Fox' },
    });
    const theirService = await other.admin.ok('suspensionServicesRecord', {
      repairId: theirs.repair.id,
      unitId: theirFork.unit.id,
      serviceLineId: 's-fork',
      kind: 'full',
    });
    const mine = await bikeWithRepair(shop);
    const myFork = await shop.admin.ok('suspensionsCreate', {
      bikeId: mine.bike.id,
      position: 'fork',
      brand: { value: 'fox', label: 'Fox' },
    });
    const units = await rowCount('suspension_units', other.id);
    const services = await rowCount('suspension_services', other.id);
    const fork = theirFork.unit;
    const attempts = [
      ['suspensionsList', { bikeId: theirs.bike.id }],
      ['suspensionsCreate', { bikeId: theirs.bike.id, position: 'shock', brand: { value: 'fox', label: 'Fox' } }],
      ['suspensionsUpdate', { id: fork.id, expectedLastUpdate: fork.lastUpdate, changes: { notes: 'x' } }],
      ['suspensionsDelete', { id: fork.id }],
      ['suspensionsSendOut', { id: fork.id, centre: 'X', sentAt: '2026-11-01T10:00:00.000Z' }],
      ['suspensionsReturn', { id: fork.id, backAt: '2026-11-01T10:00:00.000Z' }],
      ['suspensionServicesForRepair', { repairId: theirs.repair.id }],
      ['suspensionServicesRecord', { repairId: theirs.repair.id, unitId: fork.id, serviceLineId: 's-fork', kind: 'full' }],
      ['suspensionServicesRecord', { repairId: mine.repair.id, unitId: fork.id, serviceLineId: 's-fork', kind: 'full' }],
      ['suspensionServicesRecord', { repairId: theirs.repair.id, unitId: myFork.unit.id, serviceLineId: 's-fork', kind: 'full' }],
      ['suspensionServicesDelete', { id: theirService.id }],
    ] as const;
    for (const [name, data] of attempts) {
      expect((await shop.admin.send(name, data)).status, `${name} ${JSON.stringify(data)}`).toBe(404);
    }
    expect(await rowCount('suspension_units', other.id)).toBe(units);
    expect(await rowCount('suspension_services', other.id)).toBe(services);
    expect((await other.admin.ok('suspensionsList', { bikeId: theirs.bike.id }))[0]).toMatchObject({
      unit: fork,
      services: [theirService],
    });
  });
});

describe('the demo’s suspensions', () => {
  it('has a bike, found by its frame number, whose fork is due and whose repair carries a fork line', async () => {
    const demo = await createWorkshop(server, 'Demo');
    await seedDemoData(server.database.db, demo.id, new Date());
    const [owner] = await demo.admin.ok('customersList', { search: DEMO_FORK_FRAME });
    const page = await demo.admin.ok('customersGet', { id: owner!.id });
    const bike = page.bikes.find((candidate) => candidate.frameNumber === DEMO_FORK_FRAME)!;
    const views = await demo.admin.ok('suspensionsList', { bikeId: bike.id });
    expect(views.map((view) => [view.unit.position, view.state.due])).toEqual([
      ['fork', true],
      ['shock', true],
    ]);
    const repairs = page.repairs.filter((repair) => repair.bikeId === bike.id);
    const docs = await Promise.all(repairs.map((repair) => demo.admin.ok('repairsGet', { id: repair.id })));
    expect(docs.some(({ repair }) => repair.form.suspensions.some((line) => line.id.startsWith('s-horquilla')))).toBe(true);
  });
});
