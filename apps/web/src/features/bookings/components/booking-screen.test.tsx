import { toBookingEvent, type RepairStatus } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { bookingRepair } from '@/testing/bookings/factories';
import { NOW, cellOf, dayOfElement, eventOf, renderBookingScreen } from '@/testing/bookings/screen';
import { bookingsServer, factsOf } from '@/testing/bookings/server';

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

  it('shows three bookings a day in the month and opens the day for the rest (decision 028)', async () => {
    const names = ['Alba', 'Bruno', 'Carla', 'Dani', 'Eva'];
    const bookings = names.map((name, index) =>
      bookingRepair({ id: `r-${name}`, name, confirmedDate: `2026-03-17T${String(8 + index).padStart(2, '0')}:00:00.000Z` }),
    );
    const { user } = await renderBookingScreen({ bookings });
    await screen.findByText(/^Alba López/);
    const cell = cellOf('2026-03-17');
    expect(
      within(cell)
        .getAllByText(/López · Orbea Alma$/)
        .map((title) => title.textContent),
    ).toHaveLength(3);
    expect(within(cell).queryByText(/^Dani López/)).not.toBeInTheDocument();
    const more = within(cell).getByText('+2 más').closest<HTMLElement>('.booking-more')!;
    expect(more).toHaveAttribute('title', 'Ver las 5 citas del día');
    await user.click(more);
    expect(await screen.findByRole('button', { name: 'Día', pressed: true })).toBeInTheDocument();
    for (const name of names) expect(await screen.findByText(new RegExp(`^${name} López`))).toBeInTheDocument();
    expect(screen.queryByText('+2 más')).not.toBeInTheDocument();
    // The day's timed rows are named in the interface's language, never FullCalendar's English 'Timed'.
    expect(screen.getByText('Con hora')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Timed/);
  });

  it('speaks Portuguese, Monday first, on the 24-hour clock', async () => {
    await setLanguage('pt');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    bookingsServer({ bookings: [bookingRepair({ id: 'r-1', name: 'Carmen', confirmedDate: '2026-03-12T15:30:00.000Z' })] });
    renderApp('/booking');
    expect(await screen.findByRole('button', { name: 'Mês', pressed: true }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'março de 2026', level: 2 })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers[0]).toMatch(/^seg/i);
    expect((await screen.findByText(/^Carmen López/)).closest('.booking-event')?.textContent).toMatch(/^16:30/);
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

  it('asks for the visible range once, in the workshop’s zone, the days the calendar then shows', async () => {
    const { server } = await renderBookingScreen({
      bookings: [bookingRepair({ id: 'r-1', name: 'Carmen', confirmedDate: '2026-03-12T09:30:00.000Z' })],
    });
    await waitFor(() => expect(server.inputsTo('bookingsCapacity')).not.toHaveLength(0));
    expect(eventOf('Carmen')).toBeInTheDocument();
    // Monday 23 February to Monday 6 April, midnight in Madrid (UTC+1): asked before the calendar said so, and
    // its own days are the same, so nothing is asked twice (docs/decisions/069).
    const range = { from: '2026-02-22T23:00:00.000Z', to: '2026-04-05T22:00:00.000Z' };
    expect(server.inputsTo('bookingsList')).toEqual([range]);
    expect(server.inputsTo('bookingsCapacity')).toEqual([range]);
  });
});

describe('on a tablet', () => {
  it('starts on the list of the week', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(max-width: 900px)',
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const server = bookingsServer({ bookings: [bookingRepair({ id: 'r-1', name: 'Carmen', confirmedDate: '2026-03-12T09:30:00.000Z' })] });
    renderApp('/booking');
    expect(await screen.findByRole('button', { name: 'Lista', pressed: true }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText(/^Carmen López/)).toBeInTheDocument();
    // The week from Monday 9 March, asked once: the calendar's own days are the same.
    expect(server.inputsTo('bookingsList')).toEqual([{ from: '2026-03-08T23:00:00.000Z', to: '2026-03-15T23:00:00.000Z' }]);
  });
});
