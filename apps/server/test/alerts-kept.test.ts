// docs/decisions/069: the customer alerts' repairs and bikes kept in memory per workshop
// (services/cache/alerts-directory.ts), against PostgreSQL. What is kept is served until a write moves the
// workshop's generation, and then only the repairs written since are read; every kind of write that can change an
// alert shows in the next answer, on this instance and on another one; the clock crossing a threshold changes the
// answer with no write; one workshop's writes leave another's copy alone; calls to a workshop not yet kept read it once.
import type { AlertRepairInputs } from '../src/data/alerts.ts';
import { readAlertInputs } from '../src/data/alerts.ts';
import { AlertsDirectory } from '../src/services/cache/alerts-directory.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, seedCatalogue, type Workshop } from './workshop-fixture.ts';

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let second: TestServer;
let shop: Workshop;

beforeAll(async () => {
  // A long trial: the clock moves by weeks and the workshop must keep its access.
  server = await startTestServer({ env: { TRIAL_DAYS: '120' } });
  second = await startTestServer({ sameDatabaseAs: server, env: { TRIAL_DAYS: '120' } });
  shop = await createWorkshop(server, 'Taller Memoria');
  await seedCatalogue(server, shop.id);
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

/** Both instances' clocks moved alike. */
function advance(ms: number) {
  server.clock.advance(ms);
  second.clock.advance(ms);
}

async function keysOf(workshop: Workshop): Promise<string[]> {
  const answer = await workshop.admin.call('alertsList', { includeHandled: true });
  expect(answer.status).toBe(200);
  const list = answer.body.result!;
  // The count asked alone agrees with the list.
  expect((await workshop.admin.ok('alertsList', { countOnly: true })).open).toBe(list.alerts.filter((alert) => !alert.handled).length);
  return list.alerts.map((alert) => `${alert.key}${alert.handled ? ' handled' : ''}`);
}

/** The admin's alertsList through `instance`, with the admin's token. */
async function keysThrough(instance: TestServer, workshop: Workshop): Promise<string[]> {
  const response = await fetch(`${instance.url}/api/functions/alertsList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await workshop.admin.token()}` },
    body: JSON.stringify({ data: { includeHandled: true } }),
  });
  expect(response.status).toBe(200);
  const { result } = (await response.json()) as { result: { alerts: { key: string; handled: unknown }[] } };
  return result.alerts.map((alert) => `${alert.key}${alert.handled ? ' handled' : ''}`);
}

/** A repair's status written straight into PostgreSQL, with no function and so no announcement. */
async function statusBehindTheServer(workshop: Workshop, repairId: string, status: string) {
  await server.database.pool.query('update repairs set status = $3 where workshop_id = $1 and id = $2', [workshop.id, repairId, status]);
}

/** A repair of a new customer and bike, finished now. */
async function finishedRepair(workshop: Workshop, name: string) {
  const repair = await workshop.admin.ok('repairsCreate', { ...INTAKE, customer: { ...INTAKE.customer, name } });
  const finished = await workshop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'finished' });
  return { repair, key: `repairUncollected:${repair.id}:${finished.state.status.at(-1)!.date}` };
}

describe('the alerts kept per workshop', () => {
  it('serve what was read until the workshop’s repairs change, and then the change', async () => {
    const { repair, key } = await finishedRepair(shop, 'Olvido');
    expect(await keysOf(shop)).toEqual([]);
    advance(8 * DAY);
    expect(await keysOf(shop)).toEqual([key]);
    // Written behind the server's back (no announcement): the kept copy still answers.
    await statusBehindTheServer(shop, repair.id, 'inProgress');
    expect(await keysOf(shop)).toEqual([key]);
    // Announced, as every function's write is: the next answer reads it.
    await server.listsChanged('repairs', shop.id);
    expect(await keysOf(shop)).toEqual([]);
    await statusBehindTheServer(shop, repair.id, 'finished');
    await server.listsChanged('repairs', shop.id);
    expect(await keysOf(shop)).toEqual([key]);
    // Delivered through the function: gone at once, here and through the other instance.
    await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'delivered' });
    expect(await keysOf(shop)).toEqual([]);
    expect(await keysThrough(second, shop)).toEqual([]);
  });

  it('show every kind of write at once, on both instances: repairs, bikes, suspensions and handling', async () => {
    const { repair, key } = await finishedRepair(shop, 'Pablo');
    const bikeId = (repair.state.bike as { id: string }).id;
    advance(8 * DAY);
    expect(await keysOf(shop)).toEqual([key]);
    expect(await keysThrough(second, shop)).toEqual([key]);

    // Handled through one instance: handled through the other.
    await shop.admin.ok('alertsHandle', { key, outcome: 'contacted' });
    expect(await keysThrough(second, shop)).toEqual([`${key} handled`]);
    expect((await shop.admin.ok('alertsList', { countOnly: true })).open).toBe(0);

    // Delivered 400 days ago with a pack: its bike is overdue, for its owner today.
    await shop.admin.ok('repairsUpdateStatus', {
      id: repair.id,
      status: 'delivered',
      date: new Date(server.clock.now().getTime() - 400 * DAY).toISOString(),
    });
    const [overdue] = (await shop.admin.ok('alertsList', {})).alerts;
    expect(overdue).toMatchObject({ reason: 'bikeServiceOverdue', bikeId, customerId: repair.customer.id });
    const nora = await shop.admin.ok('customersCreate', { name: 'Nora', phone: '600 444 555' });
    await shop.admin.ok('bikesTransfer', { bikeId, toCustomerId: nora.id });
    expect((await shop.admin.ok('alertsList', {})).alerts).toEqual([
      expect.objectContaining({ bikeId, customerId: nora.id, customerName: 'Nora' }),
    ]);
    expect(await keysThrough(second, shop)).toEqual([overdue!.key]);

    // A suspension unit on another bike, reported over its interval: due at once.
    const bike = await shop.admin.ok('bikesCreate', { customerId: nora.id, manufacturer: 'Orbea', model: 'Occam' });
    const fork = await shop.admin.ok('suspensionsCreate', { bikeId: bike.id, position: 'fork', brand: { value: 'fox', label: 'Fox' } });
    await shop.admin.ok('suspensionsUpdate', {
      id: fork.unit.id,
      expectedLastUpdate: fork.unit.lastUpdate,
      changes: { reportedHours: 50 },
    });
    expect((await keysThrough(second, shop)).filter((alertKey) => alertKey.startsWith('suspensionDue:'))).toHaveLength(1);

    // The bike's only repair deleted: a bike without repairs is not alerted.
    await shop.admin.ok('repairsDelete', { id: repair.id });
    expect((await keysOf(shop)).filter((alertKey) => alertKey.startsWith('bikeServiceOverdue:'))).toEqual([]);
    expect((await keysThrough(second, shop)).filter((alertKey) => alertKey.startsWith('bikeServiceOverdue:'))).toEqual([]);
  });

  it('change with the clock alone, at the threshold and not before', async () => {
    const own = await createWorkshop(server, 'Taller Reloj');
    await seedCatalogue(server, own.id);
    const { key } = await finishedRepair(own, 'Tiempo');
    advance(7 * DAY - 60_000);
    expect(await keysOf(own)).toEqual([]);
    advance(30_000);
    expect(await keysOf(own)).toEqual([]);
    advance(60_000);
    expect(await keysOf(own)).toEqual([key]);
    // And back (tests move it back): what holds then is worked out again.
    advance(-60_000);
    expect(await keysOf(own)).toEqual([]);
    advance(60_000);
  });

  it('leave another workshop’s copy alone when one workshop writes', async () => {
    const quiet = await createWorkshop(server, 'Taller Quieto');
    const busy = await createWorkshop(server, 'Taller Ajetreado');
    await Promise.all([seedCatalogue(server, quiet.id), seedCatalogue(server, busy.id)]);
    const { repair, key } = await finishedRepair(quiet, 'Quieta');
    advance(8 * DAY);
    expect(await keysOf(quiet)).toEqual([key]);
    await statusBehindTheServer(quiet, repair.id, 'inProgress');
    // The busy workshop's writes move its own generation, not the quiet one's: the quiet copy is still served.
    const other = await finishedRepair(busy, 'Ajetreada');
    await busy.admin.ok('customersCreate', { name: 'Otra', phone: '600 999 000' });
    expect(await keysOf(quiet)).toEqual([key]);
    expect(await keysOf(busy)).toEqual([]);
    advance(8 * DAY);
    expect(await keysOf(busy)).toEqual([other.key]);
    await server.listsChanged('repairs', quiet.id);
    expect(await keysOf(quiet)).toEqual([]);
  });
});

describe('the directory', () => {
  /** The directory over this server's database, counting the checks it makes (reads of every repair's row version). */
  function countingDirectory(generation: () => string) {
    const db = server.database.db;
    let checks = 0;
    const client = new Proxy(db.$client, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver);
        return (...args: Parameters<typeof target.query>) => {
          const [statement] = args as unknown as [{ name?: string }];
          if (statement?.name === 'alert_repair_versions') checks += 1;
          return (target.query as (...given: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const directory = new AlertsDirectory(Object.assign(Object.create(db) as typeof db, { $client: client }), { generation });
    return { directory, checks: () => checks };
  }

  const sorted = (inputs: AlertRepairInputs) => ({
    repairs: [...inputs.repairs].sort((a, b) => a.id.localeCompare(b.id)),
    bikes: [...inputs.bikes].sort((a, b) => a.id.localeCompare(b.id)),
    contacts: [...inputs.repairContacts.entries()].sort(([a], [b]) => a.localeCompare(b)),
  });

  it('reads a workshop once for the calls that arrive together, and after a write only what changed, as a full read would', async () => {
    const own = await createWorkshop(server, 'Taller Directorio');
    await seedCatalogue(server, own.id);
    const made = await Promise.all(['Ana', 'Bea', 'Carla'].map((name) => finishedRepair(own, name)));
    let generation = 1;
    const { directory, checks } = countingDirectory(() => String(generation));
    const now = server.clock.now();
    const calls = await Promise.all(Array.from({ length: 5 }, () => directory.kept(own.id, now)));
    expect(checks()).toBe(1);
    expect(new Set(calls).size).toBe(1);
    expect(sorted(calls[0]!)).toEqual(sorted(await readAlertInputs(server.database.db, own.id, now)));
    await directory.kept(own.id, now);
    expect(checks()).toBe(1);

    await own.admin.ok('repairsUpdateStatus', { id: made[0]!.repair.id, status: 'delivered' });
    await own.admin.ok('repairsDelete', { id: made[1]!.repair.id });
    await own.admin.ok('repairsCreate', { ...INTAKE, customer: { ...INTAKE.customer, name: 'Dora' } });
    generation += 1;
    const after = await directory.kept(own.id, now);
    expect(checks()).toBe(2);
    expect(sorted(after)).toEqual(sorted(await readAlertInputs(server.database.db, own.id, now)));
    expect(after.repairs.find((fact) => fact.id === made[0]!.repair.id)?.status).toBe('delivered');
    expect(after.repairs.some((fact) => fact.id === made[1]!.repair.id)).toBe(false);
    // `synced` checks whatever the generation says (the check a write asks for, before its generation moves).
    await directory.synced(own.id, now);
    expect(checks()).toBe(3);
  });
});
