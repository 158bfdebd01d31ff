// bookingsList over HTTP, against PostgreSQL — the calendar rules of docs/product.md §4 for
// every status, in the workshop's time zone, for version-4 and older repairs.
import { DEFAULT_BOOKING_SETTINGS, REPAIR_STATUSES, type RepairStatus } from '@rueda/domain';
import v1 from '../../../packages/domain/src/repairs/fixtures/v1.json' with { type: 'json' };
import { sql } from 'drizzle-orm';
import { backfillRepairColumns } from '../src/data/repairs-backfill.ts';
import { at, BIKE, MONDAY } from './booking-fixture.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './test-server.ts';
import { createWorkshop, startWorkshopServer, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;

beforeAll(async () => {
  ({ server, shop } = await startWorkshopServer());
});
afterAll(async () => server?.close());

describe('bookingsList: docs/product.md §4 for every status', () => {
  it('shows each status but finished and delivered, on its start date, with its colour and the time only when it should', async () => {
    const fresh = await createWorkshop(server, 'Taller del calendario');
    const confirmedDate = at('2027-04-06', '10:30');
    const postponedDate = at('2027-04-08', '17:00');
    const ids = new Map<RepairStatus, string>();
    for (const status of REPAIR_STATUSES) {
      const repair = await fresh.admin.ok('repairsCreate', {
        customer: { name: `Cliente ${status}` },
        bike: BIKE,
        status,
        booking: { confirmedDate, postponedDate },
      });
      ids.set(status, repair.id);
    }
    const { events, timeZone } = await fresh.admin.ok('bookingsList', { from: at('2027-04-01', '00:00'), to: at('2027-05-01', '00:00') });
    expect(timeZone).toBe('Europe/Madrid');
    const byStatus = new Map(events.map((event) => [event.status, event]));
    expect([...byStatus.keys()].sort()).toEqual(REPAIR_STATUSES.filter((status) => status !== 'finished' && status !== 'delivered').sort());
    const expected: Partial<Record<RepairStatus, { start: string; allDay: boolean; colour: string }>> = {
      notReviewed: { start: '2027-04-06', allDay: true, colour: 'negative' },
      postponed: { start: postponedDate, allDay: false, colour: 'orange' },
      managing: { start: '2027-04-06', allDay: true, colour: 'light-blue' },
      confirmed: { start: confirmedDate, allDay: false, colour: 'positive' },
      workshopEntrance: { start: '2027-04-06', allDay: true, colour: 'purple' },
      inProgress: { start: '2027-04-06', allDay: true, colour: 'teal' },
      paused: { start: '2027-04-06', allDay: true, colour: 'orange' },
    };
    for (const [status, want] of Object.entries(expected)) {
      expect(byStatus.get(status as RepairStatus), status).toMatchObject({ ...want, id: ids.get(status as RepairStatus) });
      expect(byStatus.get(status as RepairStatus)!.title).toBe(`Cliente ${status} · Orbea Orca`);
    }
  });

  it('starts a repair without a booking on the day it was created, and a postponed one without postponedDate on confirmedDate', async () => {
    const fresh = await createWorkshop(server, 'Taller sin citas');
    const walkIn = await fresh.admin.ok('repairsCreate', { customer: { name: 'Sin cita' }, bike: BIKE });
    const postponed = await fresh.admin.ok('repairsCreate', {
      customer: { name: 'Aplazada' },
      bike: BIKE,
      status: 'postponed',
      booking: { confirmedDate: at('2027-04-06', '12:00') },
    });
    const now = new Date(walkIn.created);
    const { events } = await fresh.admin.ok('bookingsList', {
      from: new Date(now.getTime() - 86_400_000).toISOString(),
      to: at('2027-05-01', '00:00'),
    });
    const walkInEvent = events.find((event) => event.id === walkIn.id)!;
    // notReviewed: no time shown, the whole day it was created on (in Madrid).
    expect(walkInEvent).toMatchObject({ allDay: true, colour: 'negative' });
    expect(walkInEvent.start).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(now));
    expect(events.find((event) => event.id === postponed.id)).toMatchObject({ start: at('2027-04-06', '12:00'), allDay: false });
  });

  it('hides the time of a booking at 00:00 in the workshop’s zone, and takes from as inclusive and to as exclusive', async () => {
    const fresh = await createWorkshop(server, 'Taller de medianoche');
    const midnight = await fresh.admin.ok('bookingsCreate', {
      date: at('2027-04-06', '00:00'),
      customer: { name: 'Medianoche' },
      bike: BIKE,
    });
    const later = await fresh.admin.ok('bookingsCreate', { date: at('2027-04-07', '00:00'), customer: { name: 'Otro día' }, bike: BIKE });
    const { events } = await fresh.admin.ok('bookingsList', { from: at('2027-04-06', '00:00'), to: at('2027-04-07', '00:00') });
    expect(events.map((event) => event.id)).toEqual([midnight.id]);
    expect(events[0]).toMatchObject({ start: '2027-04-06', allDay: true });
    // Summer time: midnight in Madrid (UTC+2) is 23:00 the day before in Lisbon (UTC+1), so the time shows.
    await fresh.admin.ok('bookingSettingsUpdate', { ...DEFAULT_BOOKING_SETTINGS, timeZone: 'Europe/Lisbon' });
    const lisbon = await fresh.admin.ok('bookingsList', { from: at('2027-04-05', '00:00'), to: at('2027-04-08', '00:00') });
    expect(lisbon.events.find((event) => event.id === midnight.id)).toMatchObject({
      start: midnight.state.booking.confirmedDate,
      allDay: false,
    });
    expect(lisbon.events.map((event) => event.id)).toContain(later.id);
  });

  it('shows an older version’s repair as its conversion does, beside version-4 ones read from their fields', async () => {
    const fresh = await createWorkshop(server, 'Taller importado');
    await fresh.admin.ok('repairsImport', { repairs: [v1] });
    const { repair } = await fresh.admin.ok('repairsGet', { id: (v1 as { id: string }).id, withStored: false });
    const created = Date.parse(repair.created);
    const around = { from: new Date(created - 86_400_000).toISOString(), to: new Date(created + 86_400_000).toISOString() };
    const { events } = await fresh.admin.ok('bookingsList', around);
    expect(events).toEqual([
      expect.objectContaining({
        id: repair.id,
        status: repair.status,
        storedVersion: 1,
        customer: { id: repair.customer.id, name: repair.customer.name, surname: repair.customer.surname, phone: repair.customer.phone },
        bike: { manufacturer: repair.bike.manufacturer.label, model: repair.bike.model.label },
        created: repair.created,
      }),
    ]);
    // Once written again it is version 4, and the event reads the same.
    const saved = await fresh.admin.ok('repairsUpdate', {
      id: repair.id,
      expectedLastUpdate: repair.lastUpdate,
      changes: { technicalNotes: 'Revisado' },
    });
    const again = await fresh.admin.ok('bookingsList', around);
    expect(again.events).toEqual([{ ...events[0], storedVersion: 4, lastUpdate: saved.lastUpdate }]);
  });

  it('reads the events of rows written before migration 0022 from their documents, the same, until the start-up fills them', async () => {
    const fresh = await createWorkshop(server, 'Taller recién migrado');
    for (const [name, status, hour] of [
      ['Ana', 'confirmed', '09:30'],
      ['Bea', 'postponed', '00:00'],
      ['Carla', 'notReviewed', '12:00'],
    ] as const) {
      await fresh.admin.ok('repairsCreate', { customer: { name }, bike: BIKE, status, booking: { confirmedDate: at('2027-04-06', hour) } });
    }
    const range = { from: at('2027-04-01', '00:00'), to: at('2027-05-01', '00:00') };
    const before = await fresh.admin.ok('bookingsList', range);
    expect(before.events).toHaveLength(3);
    const cleared = await server.database.db.execute(sql`update repairs set calendar_event = null where workshop_id = ${fresh.id}`);
    expect(cleared.rowCount).toBe(3);
    // Read from PostgreSQL (the events kept in memory forgotten), then from memory once they are kept again.
    server.repairLists.clear();
    expect(await fresh.admin.ok('bookingsList', range)).toEqual(before);
    await expect.poll(() => server.calendarDirectory.eventsOf(fresh.id, 0, 1)).not.toBeNull();
    expect(await fresh.admin.ok('bookingsList', range)).toEqual(before);
    expect(await backfillRepairColumns(server.database.db)).toBe(3);
    const kept = await server.database.db.execute(
      sql`select count(*)::int as n from repairs where workshop_id = ${fresh.id} and calendar_event is not null`,
    );
    expect(kept.rows[0]).toEqual({ n: 3 });
    expect(await fresh.admin.ok('bookingsList', range)).toEqual(before);
  });

  it('refuses a range that ends before it starts, or spans more than the calendar asks for', async () => {
    for (const data of [
      { from: at(MONDAY, '10:00'), to: at(MONDAY, '09:00') },
      { from: '2027-01-01T00:00:00.000Z', to: '2029-01-01T00:00:00.000Z' },
      { from: 'yesterday', to: at(MONDAY, '09:00') },
    ]) {
      const answer = await shop.admin.call('bookingsList', data);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.details).toMatchObject({
        fields: [expect.objectContaining({ field: expect.stringMatching(/^(from|to)$/) })],
      });
    }
  });
});
