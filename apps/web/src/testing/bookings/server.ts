// A fake server for the booking screen's tests: the auth server plus the booking functions, answering
// from in-memory repairs with the domain's own rules (toBookingEvent, capacityMinutes, dayLoadState,
// withBookingDate, withBookingStatus), so it behaves as the real server does.
import {
  DEFAULT_BOOKING_SETTINGS,
  DEFAULT_WORK_MINUTES,
  calendarStart,
  capacityMinutes,
  convertRepair,
  dayInZone,
  dayLoadState,
  daysOfRange,
  isShownInCalendar,
  toBookingEvent,
  withBookingDate,
  withBookingStatus,
  type BookingFacts,
  type TBookingSettings,
  type TDayLoad,
  type TMechanic,
  type TRepair,
} from '@rueda/domain';
import { authServer, type AuthServerOptions } from '@/testing/auth-server';
import { catalogueFunctions, catalogueOf } from '@/testing/catalogue-server';
import { failure } from '@/testing/fake-server';

export interface StoredBooking {
  repair: TRepair;
  /** The repair's estimated work (the server keeps it in a column). */
  workMinutes: number;
  storedVersion: number;
}

export interface BookingsServerOptions extends AuthServerOptions {
  bookings?: (TRepair | StoredBooking)[];
  settings?: TBookingSettings;
  activeMechanics?: number;
  /** The estimated work of a booking made through bookingsCreate. */
  newBookingMinutes?: number;
  /** The server's clock for writes. */
  now?: Date;
}

export const MECHANICS: TMechanic[] = [{ id: 'mech-1', name: 'Luis Martín', active: true }];

function storedOf(entry: TRepair | StoredBooking): StoredBooking {
  return 'repair' in entry ? entry : { repair: entry, workMinutes: DEFAULT_WORK_MINUTES, storedVersion: 4 };
}

export function factsOf({ repair, workMinutes, storedVersion }: StoredBooking): BookingFacts {
  return {
    id: repair.id,
    status: repair.status,
    created: repair.created,
    lastUpdate: repair.lastUpdate,
    booking: repair.state.booking,
    customer: { id: repair.customer.id, name: repair.customer.name, surname: repair.customer.surname, phone: repair.customer.phone },
    bike: { manufacturer: repair.bike.manufacturer.label, model: repair.bike.model.label },
    workMinutes,
    storedVersion,
  };
}

export function bookingsServer(options: BookingsServerOptions = {}) {
  const state = {
    bookings: new Map((options.bookings ?? []).map(storedOf).map((stored) => [stored.repair.id, stored])),
    settings: options.settings ?? DEFAULT_BOOKING_SETTINGS,
  };
  const now = () => options.now ?? new Date('2026-03-10T12:00:00.000Z');
  const mechanics = options.activeMechanics ?? 1;
  const shown = () => [...state.bookings.values()].filter((stored) => isShownInCalendar(stored.repair));
  const dayOfBooking = (stored: StoredBooking) => dayInZone(calendarStart(factsOf(stored)), state.settings.timeZone);

  function loadOf(day: string): TDayLoad {
    const capacity = capacityMinutes(state.settings, day, mechanics);
    const onDay = shown().filter((stored) => dayOfBooking(stored) === day);
    const booked = onDay.reduce((sum, stored) => sum + stored.workMinutes, 0);
    return { day, capacityMinutes: capacity, bookedMinutes: booked, repairs: onDay.length, state: dayLoadState(capacity, booked) };
  }

  /** As the server: saved, then refused (and undone) when it lands on a day it was not on and that day is over capacity. */
  function save(next: StoredBooking, previousDay: string | null, overCapacity: boolean | undefined) {
    const previous = state.bookings.get(next.repair.id);
    state.bookings.set(next.repair.id, next);
    const day = dayOfBooking(next);
    const load = loadOf(day);
    if (day !== previousDay && overCapacity !== true && load.bookedMinutes > load.capacityMinutes) {
      if (previous) state.bookings.set(previous.repair.id, previous);
      else state.bookings.delete(next.repair.id);
      return failure('aborted', { details: { reason: 'over-capacity', load, workMinutes: next.workMinutes } });
    }
    return next.repair;
  }

  function move(id: string, expectedLastUpdate: string, overCapacity: boolean | undefined, change: (repair: TRepair) => TRepair) {
    const stored = state.bookings.get(id);
    if (!stored) return failure('not-found');
    if (stored.repair.lastUpdate !== expectedLastUpdate) return failure('aborted', { details: { reason: 'stale' } });
    return save({ ...stored, repair: change(stored.repair) }, dayOfBooking(stored), overCapacity);
  }

  const catalogue = catalogueFunctions(catalogueOf());
  const server = authServer({
    isSignedIn: true,
    ...options,
    functions: {
      bookingsList: ({ from, to }) => ({
        events: shown()
          .filter((stored) => {
            const start = Date.parse(calendarStart(factsOf(stored)));
            return start >= Date.parse(from) && start < Date.parse(to);
          })
          .map((stored) => toBookingEvent(factsOf(stored), state.settings.timeZone)),
        timeZone: state.settings.timeZone,
      }),
      bookingsCapacity: ({ from, to }) => {
        const { timeZone } = state.settings;
        const days = daysOfRange(dayInZone(Date.parse(from), timeZone), dayInZone(Date.parse(to) - 1, timeZone));
        return { days: days.map(loadOf), activeMechanics: mechanics };
      },
      bookingsCreate: (input) => {
        const id = `r-new-${state.bookings.size + 1}`;
        const created = now().toISOString();
        const repair = convertRepair(
          {
            version: 4,
            id,
            created,
            lastUpdate: created,
            customer: {
              id: input.customer.id ?? `c-${id}`,
              name: input.customer.name ?? '',
              surname: input.customer.surname ?? '',
              phone: input.customer.phone ?? '',
            },
            bike: {
              manufacturer: { value: 'x', label: 'Orbea' },
              model: { value: 'y', label: 'Orca' },
              color: '',
              year: 2024,
              type: 'unknown',
            },
            form: { services: { packs: [], maintenances: [], stockItems: [] }, suspensions: [] },
            state: {
              status: [{ status: 'confirmed', date: created, observations: '' }],
              booking: { confirmedDate: input.date, postponedDate: null, observations: input.observations ?? '' },
              created,
              lastUpdate: created,
              controlSheets: [],
              serviceTotals: { total: 0 },
            },
          },
          { now: now(), id },
        );
        return save({ repair, workMinutes: options.newBookingMinutes ?? DEFAULT_WORK_MINUTES, storedVersion: 4 }, null, input.overCapacity);
      },
      bookingsReschedule: ({ id, date, expectedLastUpdate, overCapacity }) =>
        move(id, expectedLastUpdate, overCapacity, (repair) => withBookingDate(repair, date, now())),
      bookingsSetStatus: ({ id, status, date, observations, expectedLastUpdate, overCapacity }) =>
        move(id, expectedLastUpdate, overCapacity, (repair) =>
          withBookingStatus(repair, { status, date, observations: observations ?? '' }, now()),
        ),
      bookingSettingsGet: () => state.settings,
      bookingSettingsUpdate: (settings) => {
        state.settings = { ...settings, closedDays: [...new Set(settings.closedDays)].sort() };
        return state.settings;
      },
      mechanicsList: () => MECHANICS,
      customersList: () => [],
      bikesList: () => [],
      ...catalogue.functions,
      ...options.functions,
    },
  });
  return { ...server, bookingsState: state };
}
