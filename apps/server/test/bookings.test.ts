// docs/product.md §15: the booking calendar's writes over HTTP, against PostgreSQL — a day's capacity at its edges,
// booking, moving, confirming and postponing, one booking of a day's last place at a time, and who may
// do what. bookings-list.test.ts has the calendar's reads.
import { DEFAULT_BOOKING_SETTINGS, type TBookingSettings } from '@rueda/domain';
import { at, BIKE, book, loadOf, MONDAY, ONE_HOUR } from './booking-fixture.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './test-server.ts';
import { createWorkshop, startWorkshopServer, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;

beforeAll(async () => {
  ({ server, shop } = await startWorkshopServer());
});
afterAll(async () => server?.close());

describe('bookingsCreate and a day’s capacity', () => {
  it('creates a confirmed repair for a new customer and bike, in the status history and on the calendar', async () => {
    const repair = await shop.admin.ok('bookingsCreate', {
      date: at('2027-03-02', '16:30'),
      customer: { name: 'Nueva', surname: 'Clienta', phone: '611 222 333' },
      bike: { manufacturer: 'BH', model: 'Ultralight' },
      services: { packs: [{ id: 'pack-basic' }] },
      observations: 'Trae las ruedas de repuesto',
    });
    expect(repair).toMatchObject({
      status: 'confirmed',
      state: { booking: { confirmedDate: at('2027-03-02', '16:30'), observations: 'Trae las ruedas de repuesto' } },
    });
    expect(repair.state.status.map((entry) => entry.status)).toEqual(['confirmed']);
    expect(repair.customer.id).not.toBeNull();
    const customer = await shop.admin.ok('customersGet', { id: repair.customer.id! });
    expect(customer.customer).toMatchObject({ name: 'Nueva', phone: '611 222 333' });
    const { events } = await shop.admin.ok('bookingsList', { from: at('2027-03-02', '00:00'), to: at('2027-03-03', '00:00') });
    expect(events.map((event) => event.id)).toContain(repair.id);
    // It is on the repairs board too.
    expect((await shop.admin.ok('repairsGet', { id: repair.id, withStored: false })).repair.status).toBe('confirmed');
  });

  it('fills a day to exactly its capacity, then asks before going over; a closed day asks at once', async () => {
    const fresh = await createWorkshop(server, 'Taller de una hora');
    await fresh.admin.ok('bookingSettingsUpdate', { ...ONE_HOUR, closedDays: ['2027-03-02'] });
    expect(await loadOf(fresh.admin, MONDAY)).toEqual({ day: MONDAY, capacityMinutes: 120, bookedMinutes: 0, repairs: 0, state: 'free' });

    // No service estimated: an hour each (docs/product.md §15.2).
    expect((await book(fresh.admin, at(MONDAY, '09:00'))).status).toBe(200);
    expect(await loadOf(fresh.admin, MONDAY)).toMatchObject({ bookedMinutes: 60, repairs: 1, state: 'free' });
    expect((await book(fresh.admin, at(MONDAY, '09:30'))).status).toBe(200);
    expect(await loadOf(fresh.admin, MONDAY)).toMatchObject({ bookedMinutes: 120, repairs: 2, state: 'full' });

    const over = await book(fresh.admin, at(MONDAY, '09:45'));
    expect(over.status).toBe(409);
    expect(over.body.error?.details).toEqual({
      reason: 'over-capacity',
      load: { day: MONDAY, capacityMinutes: 120, bookedMinutes: 180, repairs: 3, state: 'full' },
      workMinutes: 60,
    });
    // Nothing of the refused booking stays: no repair, no customer.
    expect(await loadOf(fresh.admin, MONDAY)).toMatchObject({ bookedMinutes: 120, repairs: 2 });
    expect(await fresh.admin.ok('customersList', { search: 'Reserva' })).toHaveLength(2);
    expect((await book(fresh.admin, at(MONDAY, '09:45'), { overCapacity: true })).status).toBe(200);
    expect(await loadOf(fresh.admin, MONDAY)).toMatchObject({ bookedMinutes: 180, repairs: 3, state: 'full' });

    expect(await loadOf(fresh.admin, '2027-03-02')).toMatchObject({ capacityMinutes: 0, state: 'closed' });
    expect((await book(fresh.admin, at('2027-03-02', '09:00'))).status).toBe(409);
  });

  it('counts the catalogue’s estimates times their quantity, the active mechanics, and the bookable share', async () => {
    const fresh = await createWorkshop(server, 'Taller estimado');
    await fresh.admin.ok('bookingSettingsUpdate', { ...ONE_HOUR, bookablePercent: 75 });
    const { service } = await fresh.admin.ok('servicesCreate', {
      kind: 'maintenances',
      service: { title: 'Ajuste de frenos', price: 1500, estimatedMinutes: 20 },
    });
    // 2 mechanics × 60 minutes × 75 % = 90.
    expect(await loadOf(fresh.admin, MONDAY)).toMatchObject({ capacityMinutes: 90 });
    await fresh.admin.ok('bookingsCreate', {
      date: at(MONDAY, '09:00'),
      customer: { name: 'Frenos' },
      bike: BIKE,
      services: { maintenances: [{ id: service.id, quantity: 2 }] },
    });
    expect(await loadOf(fresh.admin, MONDAY)).toMatchObject({ bookedMinutes: 40, state: 'free' });
    // 68 of 90 minutes is three quarters: busy.
    await fresh.admin.ok('bookingsCreate', {
      date: at(MONDAY, '09:10'),
      customer: { name: 'Más frenos' },
      bike: BIKE,
      services: { maintenances: [{ id: service.id }] },
    });
    expect(await loadOf(fresh.admin, MONDAY)).toMatchObject({ bookedMinutes: 60, state: 'free' });
    await fresh.admin.ok('bookingsCreate', {
      date: at(MONDAY, '09:20'),
      customer: { name: 'Tres' },
      bike: BIKE,
      services: { maintenances: [{ id: service.id }] },
    });
    expect(await loadOf(fresh.admin, MONDAY)).toMatchObject({ bookedMinutes: 80, state: 'busy' });
    // One mechanic fewer: 45 minutes; with none listed the owner still counts as one.
    await fresh.admin.ok('mechanicsUpdate', { id: fresh.mechanicIds[0]!, active: false });
    expect(await loadOf(fresh.admin, MONDAY)).toMatchObject({ capacityMinutes: 45, state: 'full' });
    await fresh.admin.ok('mechanicsUpdate', { id: fresh.mechanicIds[1]!, active: false });
    expect(await fresh.admin.ok('bookingsCapacity', { from: at(MONDAY, '00:00'), to: at(MONDAY, '23:00') })).toMatchObject({
      activeMechanics: 0,
      days: [{ capacityMinutes: 45 }],
    });
  });

  it('lets one of two bookings of a day’s last place through at once', async () => {
    const fresh = await createWorkshop(server, 'Taller concurrido');
    await fresh.admin.ok('bookingSettingsUpdate', ONE_HOUR);
    await book(fresh.admin, at(MONDAY, '09:00'));
    const answers = await Promise.all([book(fresh.admin, at(MONDAY, '09:15')), book(fresh.admin, at(MONDAY, '09:30'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await loadOf(fresh.admin, MONDAY)).toMatchObject({ bookedMinutes: 120, repairs: 2 });
  });
});

describe('bookingsReschedule and bookingsSetStatus', () => {
  it('moves confirmedDate, or postponedDate for a postponed repair, and undoes back to no date', async () => {
    const walkIn = await shop.admin.ok('repairsCreate', { customer: { name: 'Sin cita' }, bike: BIKE });
    const moved = await shop.admin.ok('bookingsReschedule', {
      id: walkIn.id,
      date: at('2027-03-03', '11:00'),
      expectedLastUpdate: walkIn.lastUpdate,
    });
    expect(moved.state.booking).toMatchObject({ confirmedDate: at('2027-03-03', '11:00'), postponedDate: null });
    expect(moved.status).toBe('notReviewed');
    // Stale: the board's older version is refused, and it is not the capacity's refusal.
    const stale = await shop.admin.call('bookingsReschedule', {
      id: walkIn.id,
      date: at('2027-03-04', '11:00'),
      expectedLastUpdate: walkIn.lastUpdate,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.details).not.toMatchObject({ reason: 'over-capacity' });
    const undone = await shop.admin.ok('bookingsReschedule', { id: walkIn.id, date: null, expectedLastUpdate: moved.lastUpdate });
    expect(undone.state.booking.confirmedDate).toBeNull();

    const postponed = await shop.admin.ok('repairsCreate', {
      customer: { name: 'Aplazada' },
      bike: BIKE,
      status: 'postponed',
      booking: { confirmedDate: at('2027-03-03', '10:00'), postponedDate: at('2027-03-05', '10:00') },
    });
    const later = await shop.admin.ok('bookingsReschedule', {
      id: postponed.id,
      date: at('2027-03-08', '12:00'),
      expectedLastUpdate: postponed.lastUpdate,
    });
    expect(later.state.booking).toMatchObject({ confirmedDate: at('2027-03-03', '10:00'), postponedDate: at('2027-03-08', '12:00') });
  });

  it('asks before moving onto a full day, not when the time changes within the day', async () => {
    const fresh = await createWorkshop(server, 'Taller lleno');
    await fresh.admin.ok('bookingSettingsUpdate', ONE_HOUR);
    const first = await fresh.admin.ok('bookingsCreate', { date: at(MONDAY, '09:00'), customer: { name: 'Uno' }, bike: BIKE });
    await fresh.admin.ok('bookingsCreate', { date: at(MONDAY, '09:30'), customer: { name: 'Dos' }, bike: BIKE });
    const other = await fresh.admin.ok('bookingsCreate', { date: at('2027-03-02', '09:00'), customer: { name: 'Tres' }, bike: BIKE });
    const onto = await fresh.admin.call('bookingsReschedule', {
      id: other.id,
      date: at(MONDAY, '09:50'),
      expectedLastUpdate: other.lastUpdate,
    });
    expect(onto.status).toBe(409);
    expect(onto.body.error?.details).toMatchObject({ reason: 'over-capacity', load: { day: MONDAY, bookedMinutes: 180 } });
    expect((await loadOf(fresh.admin, '2027-03-02')).repairs).toBe(1);
    const within = await fresh.admin.call('bookingsReschedule', {
      id: first.id,
      date: at(MONDAY, '09:40'),
      expectedLastUpdate: first.lastUpdate,
    });
    expect(within.status).toBe(200);
    const confirmed = await fresh.admin.call('bookingsReschedule', {
      id: other.id,
      date: at(MONDAY, '09:50'),
      expectedLastUpdate: other.lastUpdate,
      overCapacity: true,
    });
    expect(confirmed.status).toBe(200);
  });

  it('confirms and postpones from the summary: the status in the history, the booking’s date and observations', async () => {
    const repair = await shop.admin.ok('repairsCreate', { customer: { name: 'Por confirmar' }, bike: BIKE });
    const confirmed = await shop.admin.ok('bookingsSetStatus', {
      id: repair.id,
      status: 'confirmed',
      date: at('2027-03-09', '10:00'),
      observations: 'Confirmado por teléfono',
      expectedLastUpdate: repair.lastUpdate,
    });
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.state.status.at(-1)).toMatchObject({ status: 'confirmed', observations: 'Confirmado por teléfono' });
    expect(confirmed.state.booking).toMatchObject({ confirmedDate: at('2027-03-09', '10:00'), observations: 'Confirmado por teléfono' });
    expect(confirmed.entryDate).toBe(at('2027-03-09', '10:00'));
    const postponed = await shop.admin.ok('bookingsSetStatus', {
      id: repair.id,
      status: 'postponed',
      date: at('2027-03-16', '18:00'),
      observations: 'El cliente está de viaje',
      expectedLastUpdate: confirmed.lastUpdate,
    });
    expect(postponed.state.status.map((entry) => entry.status)).toEqual(['notReviewed', 'confirmed', 'postponed']);
    const { events } = await shop.admin.ok('bookingsList', { from: at('2027-03-16', '00:00'), to: at('2027-03-17', '00:00') });
    expect(events.find((event) => event.id === repair.id)).toMatchObject({
      start: at('2027-03-16', '18:00'),
      colour: 'orange',
      allDay: false,
    });
  });

  it('refuses to move a finished repair, which the calendar hides', async () => {
    const repair = await shop.admin.ok('repairsCreate', { customer: { name: 'Terminada' }, bike: BIKE, status: 'finished' });
    const answer = await shop.admin.call('bookingsReschedule', {
      id: repair.id,
      date: at(MONDAY, '10:00'),
      expectedLastUpdate: repair.lastUpdate,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error?.details).toEqual({ reason: 'not-on-calendar' });
  });
});

describe('booking settings and roles', () => {
  it('lets admins and managers set the hours, mechanics read them and book', async () => {
    const manager = await shop.member('manager');
    const mechanic = await shop.member('mechanic');
    const settings = { ...DEFAULT_BOOKING_SETTINGS, closedDays: ['2027-12-25', '2027-01-06', '2027-12-25'], bookablePercent: 70 };
    expect(await manager.ok('bookingSettingsUpdate', settings)).toMatchObject({
      closedDays: ['2027-01-06', '2027-12-25'],
      bookablePercent: 70,
    });
    expect((await mechanic.call('bookingSettingsUpdate', settings)).status).toBe(403);
    expect(await mechanic.ok('bookingSettingsGet', null)).toMatchObject({ bookablePercent: 70, timeZone: 'Europe/Madrid' });
    expect((await book(mechanic, at('2027-03-10', '10:00'))).status).toBe(200);
    expect((await mechanic.call('dashboardGet', { from: at(MONDAY, '00:00'), to: at('2027-04-01', '00:00') })).status).toBe(200);
  });

  it('refuses hours that close before they open, overlap, or a zone that does not exist, naming the field', async () => {
    const cases: [Partial<TBookingSettings>, string][] = [
      [{ openingHours: { ...DEFAULT_BOOKING_SETTINGS.openingHours, mon: [{ from: '14:00', to: '09:00' }] } }, 'openingHours.mon.0.to'],
      [
        {
          openingHours: {
            ...DEFAULT_BOOKING_SETTINGS.openingHours,
            tue: [
              { from: '09:00', to: '14:00' },
              { from: '13:00', to: '18:00' },
            ],
          },
        },
        'openingHours.tue',
      ],
      [{ openingHours: { ...DEFAULT_BOOKING_SETTINGS.openingHours, wed: [{ from: '9:00', to: '14:00' }] } }, 'openingHours.wed.0.from'],
      [{ timeZone: 'Europe/Atlantis' }, 'timeZone'],
      [{ bookablePercent: 0 }, 'bookablePercent'],
      [{ closedDays: ['2027-02-30'] }, 'closedDays.0'],
    ];
    for (const [change, field] of cases) {
      const answer = await shop.admin.call('bookingSettingsUpdate', { ...DEFAULT_BOOKING_SETTINGS, ...change });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error?.details, field).toMatchObject({ fields: [expect.objectContaining({ field })] });
    }
    expect(await shop.admin.ok('bookingSettingsGet', null)).not.toMatchObject({ timeZone: 'Europe/Atlantis' });
  });
});
