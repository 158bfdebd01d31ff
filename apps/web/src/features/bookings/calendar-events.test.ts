import { REPAIR_STATUSES, toBookingEvent, type RepairStatus } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { HIDDEN_STATUSES, legendEntries } from './calendar-colours';
import { bookingOfEvent, calendarEventsOf, moreDayOf, monthEventsOf } from './calendar-events';
import { bookingRepair } from '@/testing/bookings/factories';
import { factsOf } from '@/testing/bookings/server';

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

describe('the month view’s events (decision 028)', () => {
  const booked = (id: string, name: string, status: RepairStatus, confirmedDate: string) =>
    toBookingEvent(
      factsOf({ repair: bookingRepair({ id, name, status, confirmedDate }), workMinutes: 60, storedVersion: 4 }),
      'Europe/Madrid',
    );
  const moreText = (hidden: number, total: number) => `+${hidden} of ${total}`;
  const idsOf = (events: { id?: string }[]) => events.map((event) => event.id);

  it('shows a day’s first three bookings, whole days first then by time, and a link to the day for the rest', () => {
    const day = [
      booked('late', 'Zoe', 'confirmed', '2026-03-17T16:00:00.000Z'),
      booked('early', 'Luis', 'confirmed', '2026-03-17T08:00:00.000Z'),
      booked('whole-b', 'Marta', 'workshopEntrance', '2026-03-17T08:00:00.000Z'),
      booked('noon', 'Alba', 'confirmed', '2026-03-17T11:00:00.000Z'),
      booked('whole-a', 'Elena', 'inProgress', '2026-03-17T08:00:00.000Z'),
      // Hidden by docs/product.md §4: neither shown nor counted.
      booked('done', 'Diana', 'finished', '2026-03-17T08:00:00.000Z'),
    ];
    const other = booked('other', 'Iván', 'confirmed', '2026-03-18T08:00:00.000Z');
    const events = monthEventsOf([...day, other], 'Europe/Madrid', moreText);
    // Whole days (in the order of their titles) before timed ones (in the order of their times).
    expect(idsOf(events)).toEqual(['whole-a', 'whole-b', 'early', 'more:2026-03-17', 'other']);
    const more = events[3]!;
    expect(more).toMatchObject({ title: '+2 of 5', start: '2026-03-17', allDay: true, editable: false, className: 'booking-more' });
    expect(moreDayOf(more as { extendedProps: Record<string, unknown> })).toBe('2026-03-17');
    expect(moreDayOf(events[4] as { extendedProps: Record<string, unknown> })).toBeNull();
  });

  it('shows three bookings on their own, with no link', () => {
    const day = ['a', 'b', 'c'].map((id, index) =>
      booked(id, 'Ana', 'confirmed', `2026-03-17T${String(8 + index).padStart(2, '0')}:00:00.000Z`),
    );
    expect(idsOf(monthEventsOf(day, 'Europe/Madrid', moreText))).toEqual(['a', 'b', 'c']);
  });

  it('counts a booking on the workshop’s day: 00:30 in Madrid is the next day in UTC’s terms', () => {
    const late = ['a', 'b', 'c'].map((id) => booked(id, 'Ana', 'confirmed', '2026-03-17T10:00:00.000Z'));
    const events = monthEventsOf([...late, booked('night', 'Noa', 'confirmed', '2026-03-17T23:30:00.000Z')], 'Europe/Madrid', moreText);
    expect(idsOf(events)).toEqual(['a', 'b', 'c', 'night']);
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
