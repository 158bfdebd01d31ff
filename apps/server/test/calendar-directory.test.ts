// Decision 027: each workshop's calendar events kept in memory answer bookingsList as PostgreSQL does, and
// stay in step with every write: the functions', a time zone change, and (after a minute or a clear) a
// change nothing announced.
import { DEFAULT_BOOKING_SETTINGS } from '@rueda/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarDirectory } from '../src/services/cache/calendar-directory.ts';
import { readBookingEvents } from '../src/data/calendar-events.ts';
import { at, BIKE } from './booking-fixture.ts';
import type { TestServer } from './test-server.ts';
import { createWorkshop, startWorkshopServer, type Workshop } from './workshop-fixture.ts';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await startWorkshopServer());
});
afterAll(async () => server?.close());

const APRIL = { from: at('2027-04-01', '00:00'), to: at('2027-05-01', '00:00') };

/** A workshop with a booking of each kind in April 2027, its events kept in memory before the test goes on. */
async function aprilWorkshop(name: string): Promise<{ shop: Workshop; ids: Record<string, string> }> {
  const shop = await createWorkshop(server, name);
  const ids: Record<string, string> = {};
  for (const [customer, status, day, time] of [
    ['Ana', 'confirmed', '2027-04-06', '09:30'],
    ['Bea', 'postponed', '2027-04-06', '00:00'],
    ['Carla', 'notReviewed', '2027-04-07', '12:00'],
    ['Dani', 'inProgress', '2027-04-20', '16:00'],
    ['Eva', 'confirmed', '2027-04-30', '23:30'],
    ['Fran', 'confirmed', '2027-05-01', '00:00'],
    ['Gema', 'finished', '2027-04-08', '10:00'],
  ] as const) {
    const repair = await shop.admin.ok('repairsCreate', {
      customer: { name: customer },
      bike: BIKE,
      status,
      booking: { confirmedDate: at(day, time) },
    });
    ids[customer] = repair.id;
  }
  await server.calendarDirectory.eventsOf(shop.id, 0, 1, { waitForFirstLoad: true });
  return { shop, ids };
}

const titles = async (shop: Workshop, range = APRIL) => (await shop.admin.ok('bookingsList', range)).events.map((event) => event.title);

describe('the calendar’s events kept in memory (decision 027)', () => {
  it('answers every range as PostgreSQL does: the same events, in the same order, edges included', async () => {
    const { shop } = await aprilWorkshop('Taller de la memoria');
    const db = server.database.db;
    for (const [from, to] of [
      [APRIL.from, APRIL.to],
      [at('2027-04-06', '00:00'), at('2027-04-06', '09:30')],
      [at('2027-04-06', '09:30'), at('2027-04-07', '12:00')],
      [at('2027-04-30', '23:30'), at('2027-05-01', '00:00')],
      [at('2027-05-01', '00:00'), at('2027-05-02', '00:00')],
      [at('2026-01-01', '00:00'), at('2026-02-01', '00:00')],
    ] as const) {
      const range = { from: new Date(from), to: new Date(to) };
      const fromPostgres = await readBookingEvents(db, shop.id, range, new Date());
      const kept = await server.calendarDirectory.eventsOf(shop.id, range.from.getTime(), range.to.getTime());
      expect(kept, `${from} ${to}`).toEqual(fromPostgres);
    }
    expect(await titles(shop)).toEqual([
      'Bea · Orbea Orca',
      'Ana · Orbea Orca',
      'Carla · Orbea Orca',
      'Dani · Orbea Orca',
      'Eva · Orbea Orca',
    ]);
  });

  it('follows every write: a booking made, moved, finished, deleted, and a new time zone', async () => {
    const { shop, ids } = await aprilWorkshop('Taller al día');
    await shop.admin.ok('bookingsCreate', { date: at('2027-04-09', '11:00'), customer: { name: 'Hugo' }, bike: BIKE, overCapacity: true });
    expect(await titles(shop)).toContain('Hugo · Orbea Orca');

    const ana = (await shop.admin.ok('bookingsList', APRIL)).events.find((event) => event.id === ids.Ana)!;
    await shop.admin.ok('bookingsReschedule', {
      id: ids.Ana!,
      date: at('2027-04-21', '10:00'),
      expectedLastUpdate: ana.lastUpdate,
      overCapacity: true,
    });
    const moved = (await shop.admin.ok('bookingsList', APRIL)).events.find((event) => event.id === ids.Ana);
    expect(moved).toMatchObject({ start: at('2027-04-21', '10:00'), allDay: false });

    await shop.admin.ok('repairsUpdateStatus', { id: ids.Dani!, status: 'finished' });
    await shop.admin.ok('repairsDelete', { id: ids.Carla! });
    expect(await titles(shop)).not.toEqual(expect.arrayContaining(['Dani · Orbea Orca']));
    expect(await titles(shop)).not.toEqual(expect.arrayContaining(['Carla · Orbea Orca']));

    // Bea's 00:00 in Madrid is 23:00 the day before in Lisbon: a time, on the 5th.
    const bea = () => shop.admin.ok('bookingsList', APRIL).then(({ events }) => events.find((event) => event.id === ids.Bea));
    expect(await bea()).toMatchObject({ start: '2027-04-06', allDay: true });
    await shop.admin.ok('bookingSettingsUpdate', { ...DEFAULT_BOOKING_SETTINGS, timeZone: 'Europe/Lisbon' });
    expect(await bea()).toMatchObject({ start: at('2027-04-06', '00:00'), allDay: false });
    expect((await shop.admin.ok('bookingsList', APRIL)).timeZone).toBe('Europe/Lisbon');
  });

  it('sees a change nothing announced once a minute has passed, or once the lists are cleared', async () => {
    const { shop, ids } = await aprilWorkshop('Taller del guion');
    let now = Date.now();
    const directory = new CalendarDirectory(server.database.db, { generation: () => 0, now: () => now });
    server.repairLists.onClear(() => directory.clear());
    const names = async () =>
      (await directory.eventsOf(shop.id, Date.parse(APRIL.from), Date.parse(APRIL.to), { waitForFirstLoad: true }))!.events.length;
    expect(await names()).toBe(5);
    await server.database.db.execute(sql`update repairs set status = 'delivered' where workshop_id = ${shop.id} and id = ${ids.Eva!}`);
    expect(await names()).toBe(5);
    now += 61_000;
    expect(await names()).toBe(4);
    await server.database.db.execute(sql`update repairs set status = 'confirmed' where workshop_id = ${shop.id} and id = ${ids.Eva!}`);
    server.repairLists.clear();
    expect(await names()).toBe(5);
  });

  it('leaves a workshop with too many events to PostgreSQL, and does not make the first call wait for its load', async () => {
    const { shop } = await aprilWorkshop('Taller lleno');
    const small = new CalendarDirectory(server.database.db, { generation: () => 0, maxEvents: 5 });
    expect(await small.eventsOf(shop.id, 0, Date.parse(APRIL.to), { waitForFirstLoad: true })).toBeNull();
    const roomy = new CalendarDirectory(server.database.db, { generation: () => 0, maxEvents: 6 });
    expect(await roomy.eventsOf(shop.id, 0, Date.parse(APRIL.to))).toBeNull();
    await expect.poll(() => roomy.eventsOf(shop.id, 0, Date.parse(APRIL.to))).not.toBeNull();
    expect((await roomy.eventsOf(shop.id, 0, Date.parse(APRIL.to)))!.events).toHaveLength(5);
  });

  it('sends a large month as brotli to a browser that accepts it, as gzip to one that does not, the same events', async () => {
    const shop = await createWorkshop(server, 'Taller comprimido');
    const repairs = Array.from({ length: 150 }, (_, index) => ({
      id: `big-${index}`,
      status: 'confirmed',
      created: at('2027-03-01', '09:00'),
      customer: { name: `Cliente ${index}`, surname: 'Con un apellido largo', phone: `600 000 ${String(index).padStart(3, '0')}` },
      state: {
        booking: { confirmedDate: at(`2027-04-${String(1 + (index % 28)).padStart(2, '0')}`, '10:00'), observations: 'Revisión completa' },
      },
    }));
    await shop.admin.ok('repairsImport', { repairs });
    const request = async (encoding: string) =>
      fetch(`${server.url}/api/functions/bookingsList`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding, authorization: `Bearer ${await shop.admin.token()}` },
        body: JSON.stringify({ data: APRIL }),
      });
    const brotli = await request('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const gzip = await request('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await request('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const answer = (await plain.json()) as { result: { events: unknown[] } };
    expect(answer.result.events).toHaveLength(150);
    expect(await brotli.json()).toEqual(answer);
    expect(await gzip.json()).toEqual(answer);
  });
});
