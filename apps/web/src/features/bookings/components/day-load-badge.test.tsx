import type { TBookingSettings } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingRepair } from '@/testing/bookings/factories';
import { cellOf, renderBookingScreen } from '@/testing/bookings/screen';

/** Eight hours a day, every day, all of it bookable, one mechanic: 480 minutes. */
const EIGHT_HOURS: TBookingSettings = {
  timeZone: 'Europe/Madrid',
  openingHours: Object.fromEntries(
    (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => [day, day === 'sun' ? [] : [{ from: '09:00', to: '17:00' }]]),
  ) as TBookingSettings['openingHours'],
  closedDays: ['2026-03-17'],
  bookablePercent: 100,
};

/** A day's load as its cell shows it: its badge's data-load, which the cell's colour follows (booking-calendar.css). */
const shownLoad = (day: string) => cellOf(day).querySelector('[data-load]')?.getAttribute('data-load');

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
    expect(shownLoad('2026-03-11')).toBe('full');
    expect(within(full).getByText('Carga del día: 8 h de 8 h')).toBeInTheDocument();

    const short = cellOf('2026-03-12');
    expect(within(short).queryByText('Completo')).not.toBeInTheDocument();
    expect(within(short).getByText('7,9/8 h')).toBeInTheDocument();
    expect(shownLoad('2026-03-12')).toBe('busy');

    expect(shownLoad('2026-03-13')).toBe('busy');
    expect(within(cellOf('2026-03-16')).getByText('5,9/8 h')).toBeInTheDocument();
    expect(shownLoad('2026-03-16')).toBe('free');

    // A closed day from the settings, and a Sunday (no opening hours).
    for (const day of ['2026-03-17', '2026-03-15']) {
      expect(within(cellOf(day)).getByText('Cerrado')).toBeInTheDocument();
      expect(shownLoad(day)).toBe('closed');
    }
    expect(within(cellOf('2026-03-18')).getByText('0/8 h')).toBeInTheDocument();
  });

  it('shows the load in the day headers of the week view', async () => {
    const { user } = await renderBookingScreen({ settings: EIGHT_HOURS, bookings: [booked('full', '2026-03-11', 480)] });
    await user.click(screen.getByRole('button', { name: 'Semana' }));
    await screen.findByRole('button', { name: 'Semana', pressed: true });
    const header = await screen.findByText('Carga del día: 8 h de 8 h');
    expect(header.closest('[data-load]')).toHaveAttribute('data-load', 'full');
    // Monday 9 to Sunday 15 March: five free days, the full Wednesday, the closed Sunday.
    expect(screen.getAllByText('Carga del día: 0 h de 8 h')).toHaveLength(5);
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
  });
});
