// docs/decisions/069: the calendar's first days are asked for while FullCalendar's chunk loads, not once it has run
// and said which they are. The calendar's module is held loading here, so what is asked is asked without it.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { bookingRepair } from '@/testing/bookings/factories';
import { NOW } from '@/testing/bookings/screen';
import { bookingsServer } from '@/testing/bookings/server';

// A chunk that never arrives: the screen stays on its loader.
vi.mock('./booking-calendar', () => new Promise(() => {}));

function narrow(isNarrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: isNarrow && query === '(max-width: 900px)',
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the booking calendar, while its code is still loading', () => {
  it.each([
    // Monday 23 February to Monday 6 April, midnight in Madrid: the six weeks of March's month view.
    { view: 'month', isNarrow: false, range: { from: '2026-02-22T23:00:00.000Z', to: '2026-04-05T22:00:00.000Z' } },
    // The week from Monday 9 March: the tablet's list.
    { view: 'week', isNarrow: true, range: { from: '2026-03-08T23:00:00.000Z', to: '2026-03-15T23:00:00.000Z' } },
  ])('asks for the $view it will first show', async ({ isNarrow, range }) => {
    narrow(isNarrow);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const server = bookingsServer({ bookings: [bookingRepair({ id: 'r-1', name: 'Carmen', confirmedDate: '2026-03-12T09:30:00.000Z' })] });
    renderApp('/booking');
    await waitFor(() => expect(server.inputsTo('bookingsList')).toEqual([range]), { timeout: 10_000 });
    expect(document.querySelector('.booking-calendar')).toBeNull();
    expect(screen.queryByText(/^Carmen López/)).not.toBeInTheDocument();
  });
});
