import { REPAIR_STATUSES, toBookingEvent, type RepairStatus } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { HIDDEN_STATUSES, legendEntries } from './calendar-colours';
import { bookingOfEvent, calendarEventsOf } from './calendar-events';
import { bookingRepair } from './test-factories';
import { factsOf } from './test-server';

// docs/product.md §4, written out again here rather than read from the code under test.
const SPEC_COLOURS: Record<RepairStatus, string | null> = {
  notReviewed: 'negative',
  postponed: 'orange',
  managing: 'light-blue',
  confirmed: 'positive',
  workshopEntrance: 'purple',
  inProgress: 'teal',
  paused: 'orange',
  finished: null,
  delivered: null,
};
const THEME: Record<string, string> = {
  negative: 'red',
  orange: 'orange',
  'light-blue': 'cyan',
  positive: 'green',
  purple: 'grape',
  teal: 'teal',
};

function eventFor(status: RepairStatus, confirmedDate = '2026-03-17T09:30:00.000Z') {
  const repair = bookingRepair({
    id: `r-${status}`,
    status,
    confirmedDate,
    postponedDate: status === 'postponed' ? '2026-03-18T15:00:00.000Z' : null,
  });
  return toBookingEvent(factsOf({ repair, workMinutes: 60, storedVersion: 4 }), 'Europe/Madrid');
}

describe('the calendar’s events', () => {
  it.each(REPAIR_STATUSES)('%s: its docs/product.md §4 colour in the theme, or hidden', (status) => {
    const [event] = calendarEventsOf([eventFor(status)], 'Europe/Madrid');
    const colour = SPEC_COLOURS[status];
    if (colour === null) {
      expect(event).toBeUndefined();
      return;
    }
    expect(event?.className).toBe(`booking-event booking-event--${colour}`);
    expect(event?.color).toBe(`var(--mantine-color-${THEME[colour]}-filled)`);
  });

  it.each(REPAIR_STATUSES.filter((status) => SPEC_COLOURS[status] !== null))(
    '%s: starts where the domain says and keeps the booking',
    (status) => {
      const booking = eventFor(status);
      const [event] = calendarEventsOf([booking], 'Europe/Madrid');
      expect(event).toMatchObject({ id: booking.id, title: 'Ana López · Orbea Alma', allDay: booking.allDay });
      expect(bookingOfEvent(event as { extendedProps: Record<string, unknown> })).toBe(booking);
      // Time only for confirmed and postponed, as the calendar's dates: 10:30 and 16:00 on Madrid's
      // clock. The others are whole days.
      if (status === 'confirmed') expect(event).toMatchObject({ start: '2026-03-17T10:30:00', allDay: false });
      else if (status === 'postponed') expect(event).toMatchObject({ start: '2026-03-18T16:00:00', allDay: false });
      else expect(event).toMatchObject({ start: '2026-03-17', allDay: true });
    },
  );

  it('shows a confirmed booking at 00:00 in the workshop’s zone as a whole day', () => {
    const [event] = calendarEventsOf([eventFor('confirmed', '2026-03-18T23:00:00.000Z')], 'Europe/Madrid');
    expect(event).toMatchObject({ start: '2026-03-19', allDay: true });
  });

  it('gives an unchanged booking the same event again, so that FullCalendar does not parse it again', () => {
    const kept = eventFor('confirmed');
    const [first] = calendarEventsOf([kept, eventFor('managing')], 'Europe/Madrid');
    const [again, other] = calendarEventsOf([kept, eventFor('managing')], 'Europe/Madrid');
    expect(again).toBe(first);
    expect(other).toMatchObject({ className: 'booking-event booking-event--light-blue' });
    // Another zone, other wall-clock times.
    expect(calendarEventsOf([kept], 'Europe/Lisbon')[0]).toMatchObject({ start: '2026-03-17T09:30:00' });
  });
});

describe('the legend', () => {
  it('names every shown status once, under its colour, and the hidden ones apart', () => {
    const entries = legendEntries();
    expect(entries.flatMap((entry) => entry.statuses).sort()).toEqual(
      REPAIR_STATUSES.filter((status) => SPEC_COLOURS[status] !== null).sort(),
    );
    for (const entry of entries) for (const status of entry.statuses) expect(SPEC_COLOURS[status]).toBe(entry.colour);
    expect(HIDDEN_STATUSES).toEqual(['finished', 'delivered']);
  });
});
