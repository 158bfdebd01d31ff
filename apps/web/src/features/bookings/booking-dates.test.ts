import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  calendarDayOf,
  droppedDate,
  eventStartInstant,
  initialVisibleDays,
  instantOfCalendarDate,
  instantOfWallClock,
  rangeOf,
  selectedDate,
  visibleDaysOf,
  wallClockOf,
} from './booking-dates';

describe('dates in the workshop’s zone', () => {
  it('works out the days the calendar first shows, Monday first: six weeks from the month’s first Monday or before', () => {
    expect(initialVisibleDays('dayGridMonth', '2026-03-10')).toEqual({ start: '2026-02-23', end: '2026-04-06' });
    // June 2026 starts on a Monday, February 2026 on a Sunday; the last day of a month is still its month.
    expect(initialVisibleDays('dayGridMonth', '2026-06-30')).toEqual({ start: '2026-06-01', end: '2026-07-13' });
    expect(initialVisibleDays('dayGridMonth', '2026-02-01')).toEqual({ start: '2026-01-26', end: '2026-03-09' });
    expect(initialVisibleDays('listWeek', '2026-03-10')).toEqual({ start: '2026-03-09', end: '2026-03-16' });
    expect(initialVisibleDays('listWeek', '2026-03-15')).toEqual({ start: '2026-03-09', end: '2026-03-16' });
    expect(initialVisibleDays('timeGridWeek', '2026-03-16')).toEqual({ start: '2026-03-16', end: '2026-03-23' });
    expect(initialVisibleDays('timeGridDay', '2026-03-15')).toEqual({ start: '2026-03-15', end: '2026-03-16' });
  });

  it('turns the calendar’s visible days into the range the functions take, across a change of time', () => {
    const days = visibleDaysOf('2026-02-23T00:00:00+01:00', '2026-04-06T00:00:00+02:00');
    expect(days).toEqual({ start: '2026-02-23', end: '2026-04-06' });
    expect(rangeOf(days, 'Europe/Madrid')).toEqual({ from: '2026-02-22T23:00:00.000Z', to: '2026-04-05T22:00:00.000Z' });
    expect(rangeOf(days, 'Europe/Lisbon')).toEqual({ from: '2026-02-23T00:00:00.000Z', to: '2026-04-05T23:00:00.000Z' });
  });

  it('reads and writes the picker’s wall clock in the workshop’s zone, not the browser’s', () => {
    expect(wallClockOf('2026-03-17T09:30:00.000Z', 'Europe/Madrid')).toBe('2026-03-17 10:30:00');
    expect(wallClockOf('2026-07-17T09:30:00.000Z', 'Europe/Madrid')).toBe('2026-07-17 11:30:00');
    expect(instantOfWallClock('2026-07-17 11:30:00', 'Europe/Madrid')).toBe('2026-07-17T09:30:00.000Z');
    expect(instantOfWallClock('2026-03-17 10:30', 'Europe/Lisbon')).toBe('2026-03-17T10:30:00.000Z');
  });

  it('gives the calendar the zone’s wall clock as its dates, and reads its dates back as instants', () => {
    expect(calendarDateOf('2026-03-17T09:30:00.000Z', 'Europe/Madrid')).toBe('2026-03-17T10:30:00');
    expect(calendarDateOf('2026-07-17T22:30:00.000Z', 'Europe/Madrid')).toBe('2026-07-18T00:30:00');
    expect(instantOfCalendarDate('2026-07-18T00:30:00Z', 'Europe/Madrid')).toBe('2026-07-17T22:30:00.000Z');
    expect(instantOfCalendarDate('2026-03-17T10:30:00', 'Europe/Lisbon')).toBe('2026-03-17T10:30:00.000Z');
    // The calendar's Date for a day is that day's midnight in UTC, whatever the zone.
    expect(calendarDayOf(new Date('2026-03-17T00:00:00Z'))).toBe('2026-03-17');
  });

  it('reads the calendar’s dates on the days the clocks change', () => {
    // 02:30 does not exist in Madrid on 29 March: a drop there is the hour after, shown at 03:30.
    expect(instantOfCalendarDate('2026-03-29T02:30:00', 'Europe/Madrid')).toBe('2026-03-29T01:30:00.000Z');
    expect(calendarDateOf('2026-03-29T01:30:00.000Z', 'Europe/Madrid')).toBe('2026-03-29T03:30:00');
    // 02:30 happens twice on 25 October; whichever is taken, the calendar shows it at 02:30.
    expect(calendarDateOf(instantOfCalendarDate('2026-10-25T02:30:00', 'Europe/Madrid'), 'Europe/Madrid')).toBe('2026-10-25T02:30:00');
    expect(instantOfCalendarDate('2026-10-25T03:30:00', 'Europe/Madrid')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('books a selected whole day at its start in the zone, and a selected time at that instant', () => {
    expect(selectedDate({ startStr: '2026-03-12', allDay: true }, 'Europe/Madrid')).toBe('2026-03-11T23:00:00.000Z');
    expect(selectedDate({ startStr: '2026-03-12T16:30:00Z', allDay: false }, 'Europe/Madrid')).toBe('2026-03-12T15:30:00.000Z');
  });

  it('starts an all-day event at its day’s midnight in the zone', () => {
    expect(eventStartInstant({ start: '2026-03-19', allDay: true }, 'Europe/Madrid')).toBe('2026-03-18T23:00:00.000Z');
    expect(eventStartInstant({ start: '2026-03-19T09:00:00.000Z', allDay: false }, 'Europe/Madrid')).toBe('2026-03-19T09:00:00.000Z');
  });

  it('keeps the time of day on an all-day drop, in the zone, across a change of time', () => {
    // 10:30 in Madrid in winter (UTC+1), dropped on a summer day (UTC+2).
    expect(droppedDate({ startStr: '2026-03-30', allDay: true }, '2026-03-17T09:30:00.000Z', 'Europe/Madrid')).toBe(
      '2026-03-30T08:30:00.000Z',
    );
    expect(droppedDate({ startStr: '2026-03-30', allDay: true }, null, 'Europe/Madrid')).toBe('2026-03-29T22:00:00.000Z');
    expect(droppedDate({ startStr: '2026-03-30T12:15:00Z', allDay: false }, '2026-03-17T09:30:00.000Z', 'Europe/Madrid')).toBe(
      '2026-03-30T10:15:00.000Z',
    );
  });
});
