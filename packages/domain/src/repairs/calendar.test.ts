import { describe, expect, it } from 'vitest';
import { calendarColour, calendarShowsTime, calendarStart, isShownInCalendar, type CalendarRepair } from './calendar.ts';
import { REPAIR_STATUSES, type RepairStatus } from './status.ts';

const CREATED = '2026-03-01T09:30:00.000Z';
function repair(status: RepairStatus, booking: Partial<CalendarRepair['booking']> = {}): CalendarRepair {
  return { status, created: CREATED, booking: { confirmedDate: null, postponedDate: null, ...booking } };
}

describe('calendar rules (docs/product.md §4)', () => {
  it('hides finished and delivered repairs, and only those', () => {
    const hidden = REPAIR_STATUSES.filter((status) => !isShownInCalendar({ status }));
    expect(hidden).toEqual(['finished', 'delivered']);
  });

  it('colours every status as the spec lists', () => {
    expect(Object.fromEntries(REPAIR_STATUSES.map((status) => [status, calendarColour(status)]))).toEqual({
      notReviewed: 'negative',
      postponed: 'orange',
      paused: 'orange',
      managing: 'light-blue',
      confirmed: 'positive',
      workshopEntrance: 'purple',
      inProgress: 'teal',
      finished: 'black',
      delivered: 'black',
    });
  });

  it('starts postponed repairs on their postponed date, others on the confirmed date, else on creation', () => {
    const booking = { confirmedDate: '2026-03-05T10:00:00.000Z', postponedDate: '2026-03-09T16:00:00.000Z' };
    expect(calendarStart(repair('postponed', booking))).toBe(booking.postponedDate);
    expect(calendarStart(repair('confirmed', booking))).toBe(booking.confirmedDate);
    expect(calendarStart(repair('managing', booking))).toBe(booking.confirmedDate);
    expect(calendarStart(repair('postponed', { confirmedDate: booking.confirmedDate }))).toBe(booking.confirmedDate);
    expect(calendarStart(repair('managing'))).toBe(CREATED);
  });

  it('shows the time only for confirmed or postponed repairs, and not at 00:00', () => {
    expect(calendarShowsTime(repair('confirmed', { confirmedDate: '2026-03-05T10:15:00.000Z' }))).toBe(true);
    expect(calendarShowsTime(repair('postponed', { postponedDate: '2026-03-05T17:05:00.000Z' }))).toBe(true);
    expect(calendarShowsTime(repair('confirmed', { confirmedDate: '2026-03-05T00:00:00.000Z' }))).toBe(false);
    expect(calendarShowsTime(repair('inProgress', { confirmedDate: '2026-03-05T10:15:00.000Z' }))).toBe(false);
    expect(calendarShowsTime(repair('notReviewed'))).toBe(false);
  });

  it('reads 00:00 in the calendar’s time zone', () => {
    // 23:00 UTC is midnight in Madrid in winter (UTC+1, offset -60).
    const lateUtc = repair('confirmed', { confirmedDate: '2026-01-10T23:00:00.000Z' });
    expect(calendarShowsTime(lateUtc, -60)).toBe(false);
    expect(calendarShowsTime(lateUtc, 0)).toBe(true);
  });
});
