import { toBookingEvent, type RepairStatus, type TBookingSettings } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { bookingRepair } from '../test-factories';
import { bookingsServer, factsOf, type BookingsServerOptions } from '../test-server';

/** Tuesday 10 March 2026, 11:00 in Madrid: the month view shows 23 February to 5 April. */
const NOW = new Date('2026-03-10T10:00:00.000Z');

async function renderBookingScreen(options: BookingsServerOptions = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const server = bookingsServer(options);
  const view = renderApp('/booking');
  await screen.findByRole('button', { name: 'Mes', pressed: true }, { timeout: 10_000 });
  return { ...view, server };
}

/** The calendar's event whose title starts with the customer's name. */
function eventOf(name: string): HTMLElement {
  const title = screen.getByText(new RegExp(`^${name} López · Orbea Alma$`));
  const event = title.closest<HTMLElement>('.booking-event');
  if (!event) throw new Error(`${name}'s event is not a calendar event`);
  return event;
}

const dayOfElement = (element: HTMLElement) => element.closest('[data-date]')?.getAttribute('data-date');
const cellOf = (day: string) => {
  const cell = document.querySelector<HTMLElement>(`[role="cell"][data-date="${day}"]`);
  if (!cell) throw new Error(`No cell for ${day}`);
  return cell;
};

// docs/product.md §4 for every status: its colour, the day it starts on (in the workshop's zone,
// Europe/Madrid), and whether its time shows.
const CASES: {
  status: RepairStatus;
  name: string;
  booking: { created?: string; confirmedDate?: string; postponedDate?: string };
  colour: string;
  day: string;
  time: string | null;
}[] = [
  {
    status: 'notReviewed',
    name: 'Nerea',
    booking: { created: '2026-03-11T08:00:00.000Z' },
    colour: 'negative',
    day: '2026-03-11',
    time: null,
  },
  {
    status: 'postponed',
    name: 'Pablo',
    booking: { confirmedDate: '2026-03-12T09:00:00.000Z', postponedDate: '2026-03-16T15:00:00.000Z' },
    colour: 'orange',
    day: '2026-03-16',
    time: '16:00',
  },
  {
    status: 'managing',
    name: 'Marta',
    booking: { confirmedDate: '2026-03-13T10:00:00.000Z' },
    colour: 'light-blue',
    day: '2026-03-13',
    time: null,
  },
  {
    status: 'confirmed',
    name: 'Carmen',
    booking: { confirmedDate: '2026-03-17T09:30:00.000Z' },
    colour: 'positive',
    day: '2026-03-17',
    time: '10:30',
  },
  // 00:00 in Madrid is 23:00 UTC the day before: no time, and the Madrid day.
  {
    status: 'confirmed',
    name: 'Mónica',
    booking: { confirmedDate: '2026-03-18T23:00:00.000Z' },
    colour: 'positive',
    day: '2026-03-19',
    time: null,
  },
  {
    status: 'workshopEntrance',
    name: 'Elena',
    booking: { confirmedDate: '2026-03-20T08:00:00.000Z' },
    colour: 'purple',
    day: '2026-03-20',
    time: null,
  },
  {
    status: 'inProgress',
    name: 'Iván',
    booking: { confirmedDate: '2026-03-23T08:00:00.000Z' },
    colour: 'teal',
    day: '2026-03-23',
    time: null,
  },
  {
    status: 'paused',
    name: 'Paula',
    booking: { confirmedDate: '2026-03-24T08:00:00.000Z' },
    colour: 'orange',
    day: '2026-03-24',
    time: null,
  },
];
const HIDDEN = [
  { status: 'finished', name: 'Fernando', confirmedDate: '2026-03-25T08:00:00.000Z' },
  { status: 'delivered', name: 'Diana', confirmedDate: '2026-03-26T08:00:00.000Z' },
] as const;

describe('the booking calendar', () => {
  it('draws every status by docs/product.md §4: colour, start day, time only when confirmed or postponed and not at 00:00', async () => {
    const shown = CASES.map((entry, index) =>
      bookingRepair({ id: `r-${index}`, status: entry.status, name: entry.name, ...entry.booking }),
    );
    const hidden = HIDDEN.map((entry) =>
      bookingRepair({ id: entry.status, status: entry.status, name: entry.name, confirmedDate: entry.confirmedDate }),
    );
    await renderBookingScreen({
      bookings: [...shown, ...hidden],
      functions: {
        // A list that (wrongly) holds finished and delivered repairs too: the screen still hides them.
        bookingsList: () => ({
          events: [...shown, ...hidden].map((repair) =>
            toBookingEvent(factsOf({ repair, workMinutes: 60, storedVersion: 4 }), 'Europe/Madrid'),
          ),
          timeZone: 'Europe/Madrid',
        }),
      },
    });
    await screen.findByText(/^Carmen López/);
    for (const entry of CASES) {
      const event = eventOf(entry.name);
      expect(event, entry.name).toHaveClass(`booking-event--${entry.colour}`);
      expect(dayOfElement(event), entry.name).toBe(entry.day);
      if (entry.time) expect(event.textContent, entry.name).toMatch(new RegExp(`^${entry.time}`));
      else expect(event.textContent, entry.name).not.toMatch(/\d{1,2}:\d{2}/);
    }
    for (const entry of HIDDEN) expect(screen.queryByText(new RegExp(`^${entry.name} `)), entry.status).not.toBeInTheDocument();
  });

  it('shows a legend with each colour and its statuses', async () => {
    await renderBookingScreen();
    const title = await screen.findByText('Colores por estado');
    const legend = document.querySelector<HTMLElement>(`[aria-labelledby="${title.id}"]`)!;
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((item) => [item.dataset.colour, item.textContent])).toEqual([
      ['negative', 'Sin revisar'],
      ['orange', 'Aplazada · En pausa'],
      ['light-blue', 'Gestionando'],
      ['positive', 'Confirmada'],
      ['purple', 'En taller'],
      ['teal', 'En curso'],
    ]);
    expect(screen.getByText('No se muestran en el calendario: Terminada · Entregada.')).toBeInTheDocument();
  });

  it('says when there is nothing booked, and how to book', async () => {
    await renderBookingScreen();
    expect(await screen.findByText('No hay reservas en estas fechas')).toBeInTheDocument();
    expect(screen.getByText(/Selecciona un día/)).toBeInTheDocument();
  });

  it('offers to try again when the bookings cannot be loaded', async () => {
    const server = await renderBookingScreen({ functions: { bookingsList: () => failure('unavailable') } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se han podido cargar las reservas');
    const calls = server.server.inputsTo('bookingsList').length;
    await server.user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(server.server.inputsTo('bookingsList').length).toBeGreaterThan(calls));
  });

  it('asks for the visible range, in the workshop’s zone', async () => {
    const { server } = await renderBookingScreen();
    await waitFor(() => expect(server.inputsTo('bookingsCapacity')).not.toHaveLength(0));
    // Monday 23 February to Monday 6 April, midnight in Madrid (UTC+1).
    expect(server.inputsTo('bookingsList').at(-1)).toEqual({ from: '2026-02-22T23:00:00.000Z', to: '2026-04-05T22:00:00.000Z' });
  });
});

/** Eight hours a day, every day, all of it bookable, one mechanic: 480 minutes. */
const EIGHT_HOURS: TBookingSettings = {
  timeZone: 'Europe/Madrid',
  openingHours: Object.fromEntries(
    (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => [day, day === 'sun' ? [] : [{ from: '09:00', to: '17:00' }]]),
  ) as TBookingSettings['openingHours'],
  closedDays: ['2026-03-17'],
  bookablePercent: 100,
};

const booked = (id: string, day: string, workMinutes: number) => ({
  repair: bookingRepair({ id, status: 'confirmed', confirmedDate: `${day}T09:00:00.000Z` }),
  workMinutes,
  storedVersion: 4,
});

describe('each day’s load', () => {
  it('marks a day exactly full, keeps one a minute short busy, and greys closed days', async () => {
    await renderBookingScreen({
      settings: EIGHT_HOURS,
      bookings: [
        booked('full', '2026-03-11', 480),
        booked('short', '2026-03-12', 479),
        booked('busy', '2026-03-13', 360),
        booked('free', '2026-03-16', 359),
      ],
    });
    await waitFor(() => expect(within(cellOf('2026-03-11')).getByText('Completo')).toBeInTheDocument());

    const full = cellOf('2026-03-11');
    expect(full).toHaveClass('booking-day--full');
    expect(within(full).getByText('Carga del día: 8 h de 8 h')).toBeInTheDocument();

    const short = cellOf('2026-03-12');
    expect(within(short).queryByText('Completo')).not.toBeInTheDocument();
    expect(within(short).getByText('7,9/8 h')).toBeInTheDocument();
    expect(short).toHaveClass('booking-day--busy');

    expect(cellOf('2026-03-13')).toHaveClass('booking-day--busy');
    expect(within(cellOf('2026-03-16')).getByText('5,9/8 h')).toBeInTheDocument();
    expect(cellOf('2026-03-16')).not.toHaveClass('booking-day--busy');

    // A closed day from the settings, and a Sunday (no opening hours).
    for (const day of ['2026-03-17', '2026-03-15']) {
      expect(within(cellOf(day)).getByText('Cerrado')).toBeInTheDocument();
      expect(cellOf(day)).toHaveClass('booking-day--closed');
    }
    expect(within(cellOf('2026-03-18')).getByText('0/8 h')).toBeInTheDocument();
  });
});

describe('a booking’s summary', () => {
  const carmen = () =>
    bookingRepair({
      id: 'r-carmen',
      status: 'confirmed',
      name: 'Carmen',
      phone: '611 222 333',
      confirmedDate: '2026-03-17T09:30:00.000Z',
      observations: 'Trae la bici sin rueda delantera',
    });

  it('opens on a click: who, which bike, when, the work, observations and the repair one click away; Escape closes it', async () => {
    const { user } = await renderBookingScreen({ bookings: [{ repair: carmen(), workMinutes: 90, storedVersion: 4 }] });
    await screen.findByText(/^Carmen López/);
    await user.click(eventOf('Carmen'));

    const summary = await screen.findByRole('dialog', { name: 'Carmen López · Orbea Alma' });
    expect(within(summary).getByText('Confirmada')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: '611 222 333' })).toHaveAttribute('href', 'tel:611222333');
    expect(within(summary).getByText('Orbea Alma')).toBeInTheDocument();
    expect(within(summary).getByText('martes, 17 de marzo de 2026, 10:30')).toBeInTheDocument();
    expect(within(summary).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(summary).getByText('Trae la bici sin rueda delantera')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Abrir la reparación' })).toHaveAttribute('href', '/repairs/r-carmen');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links a repair stored before version 4 to its legacy page', async () => {
    const { user } = await renderBookingScreen({ bookings: [{ repair: carmen(), workMinutes: 60, storedVersion: 3 }] });
    await screen.findByText(/^Carmen López/);
    await user.click(eventOf('Carmen'));
    const summary = await screen.findByRole('dialog', { name: 'Carmen López · Orbea Alma' });
    expect(within(summary).getByRole('link', { name: 'Abrir la reparación' })).toHaveAttribute('href', '/legacy-repairs/r-carmen');
  });

  it('postpones with a date and observations, adding the status to the repair', async () => {
    const { user, server } = await renderBookingScreen({ bookings: [{ repair: carmen(), workMinutes: 60, storedVersion: 4 }] });
    await screen.findByText(/^Carmen López/);
    await user.click(eventOf('Carmen'));
    const summary = await screen.findByRole('dialog', { name: 'Carmen López · Orbea Alma' });
    await user.click(within(summary).getByRole('button', { name: 'Aplazar' }));
    const observations = within(summary).getByRole('textbox', { name: 'Observaciones' });
    await user.clear(observations);
    await user.type(observations, 'Llamará para dar fecha');
    await user.click(within(summary).getByRole('button', { name: 'Aplazar reserva' }));

    await waitFor(() => expect(server.inputsTo('bookingsSetStatus')).toHaveLength(1));
    expect(server.inputsTo('bookingsSetStatus')[0]).toEqual({
      id: 'r-carmen',
      status: 'postponed',
      // Nothing was postponed before: the form starts from where the calendar shows the booking.
      date: '2026-03-17T09:30:00.000Z',
      observations: 'Llamará para dar fecha',
      expectedLastUpdate: carmen().lastUpdate,
      overCapacity: false,
    });
    expect(await screen.findByText('Carmen López · Orbea Alma: aplazada al martes, 17 de marzo de 2026, 10:30')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bookingsState.bookings.get('r-carmen')!.repair.status).toBe('postponed');
  });
});
