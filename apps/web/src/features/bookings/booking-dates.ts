// Dates on the booking calendar. The calendar counts days in the workshop's time zone (its booking
// settings), whatever the browser's own zone is; the functions take and give instants.
//
// FullCalendar itself runs in UTC and holds every date as the workshop's wall clock ("calendar
// dates": 10:30 in Madrid is 10:30Z to it). Given the named zone, it converted each date it drew
// through Temporal, a fifth of a drop's work on a month of 600 bookings; the conversion now happens
// once per booking, here, at the calendar's edges.
import { dayInZone, instantOfDay, zoneClock, zoneOffsetMinutes, type TBookingEvent } from '@rueda/domain';
import type { CalendarView } from './components/calendar-toolbar';

/** The days the calendar shows, YYYY-MM-DD in the workshop's zone: from `start` up to, not including, `end`. */
export interface VisibleDays {
  start: string;
  end: string;
}

/** A slot selected on the calendar: the instant, or the day's start in the workshop's zone for a whole day. */
export interface BookingSlot {
  date: string;
  allDay: boolean;
}

/** What bookingsList and bookingsCapacity take: [from, to) as instants. */
export interface BookingRange {
  from: string;
  to: string;
}

const isoOf = (instant: number) => new Date(instant).toISOString();

/** The calendar's datesSet dates (calendar dates, with or without a time) as days. */
export function visibleDaysOf(startStr: string, endStr: string): VisibleDays {
  return { start: startStr.slice(0, 10), end: endStr.slice(0, 10) };
}

/** The calendar's weeks start on Monday (FullCalendar's firstDay). */
export const FIRST_DAY_OF_WEEK = 1;
/** FullCalendar's month view always shows six weeks (its fixedWeekCount). */
const MONTH_VIEW_DAYS = 42;
const VIEW_DAYS: Record<CalendarView, number> = { dayGridMonth: MONTH_VIEW_DAYS, timeGridWeek: 7, listWeek: 7, timeGridDay: 1 };

/**
 * The days FullCalendar first shows in `view` on `today` (YYYY-MM-DD, the workshop's day), worked out as it does:
 * the screen asks for them beside the calendar's code instead of after it has run (docs/decisions/069).
 */
export function initialVisibleDays(view: CalendarView, today: string): VisibleDays {
  const date = new Date(`${today}T00:00:00.000Z`);
  if (view === 'dayGridMonth') date.setUTCDate(1);
  if (view !== 'timeGridDay') date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() - FIRST_DAY_OF_WEEK + 7) % 7));
  const start = calendarDayOf(date);
  date.setUTCDate(date.getUTCDate() + VIEW_DAYS[view]);
  return { start, end: calendarDayOf(date) };
}

export function rangeOf(days: VisibleDays, timeZone: string): BookingRange {
  return { from: isoOf(instantOfDay(days.start, timeZone)), to: isoOf(instantOfDay(days.end, timeZone)) };
}

/** Minutes since midnight, on the wall clock of the zone, at an instant. */
export function minutesOfDayInZone(instant: number, timeZone: string): number {
  const wall = new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
}

/** An instant as the zone's wall clock, 'YYYY-MM-DD HH:mm:00' (what Mantine's date-time picker takes). */
export function wallClockOf(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  const wall = new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 16)}:00`;
}

/** A wall-clock 'YYYY-MM-DD HH:mm[:ss]' of the zone as an ISO instant. */
export function instantOfWallClock(wallClock: string, timeZone: string): string {
  const [day = '', time = '00:00'] = wallClock.split(' ');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return isoOf(instantOfDay(day, timeZone, hours * 60 + minutes));
}

/**
 * An instant as the calendar's date: the zone's wall clock, 'YYYY-MM-DDTHH:mm:00'. Every timed booking
 * of the month goes through here; the zone's clock asks Intl once a day, not once a booking.
 */
export function calendarDateOf(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return `${new Date(instant + zoneClock(timeZone).offsetAt(instant) * 60_000).toISOString().slice(0, 16)}:00`;
}

/** A timed date the calendar gives ('YYYY-MM-DDTHH:mm…', its 'Z' ignored) as the instant it is in the zone. */
export function instantOfCalendarDate(calendarDate: string, timeZone: string): string {
  return instantOfWallClock(calendarDate.slice(0, 16).replace('T', ' '), timeZone);
}

/** Now as the calendar's date: its today and its now indicator are the workshop's. */
export function calendarNow(timeZone: string): string {
  return calendarDateOf(new Date().toISOString(), timeZone);
}

/** The day (YYYY-MM-DD) of a Date the calendar gives: its UTC day is the workshop's day. */
export function calendarDayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Where an event starts, as an instant: an all-day event starts when its day does in the zone. */
export function eventStartInstant(event: Pick<TBookingEvent, 'start' | 'allDay'>, timeZone: string): string {
  return event.allDay ? isoOf(instantOfDay(event.start.slice(0, 10), timeZone)) : isoOf(Date.parse(event.start));
}

/** The day (YYYY-MM-DD, workshop's zone) an instant falls on. */
export function dayOf(date: Date | string, timeZone: string): string {
  return dayInZone(typeof date === 'string' ? Date.parse(date) : date.getTime(), timeZone);
}

/** The date of a selected slot (a calendar date): its instant, or the day's start in the zone for a whole day (month view). */
export function selectedDate(slot: { startStr: string; allDay: boolean }, timeZone: string): string {
  return slot.allDay ? isoOf(instantOfDay(slot.startStr.slice(0, 10), timeZone)) : instantOfCalendarDate(slot.startStr, timeZone);
}

/**
 * The booking's new date after a drag (docs/product.md §15.4), from the calendar date it was dropped on.
 * A drop on a time is that instant. A drop on a whole day (month view, or the all-day row) keeps
 * the time of day the booking had; a repair that had no booking date starts the day at 00:00 in the
 * workshop's zone.
 */
export function droppedDate(drop: { startStr: string; allDay: boolean }, previousDate: string | null, timeZone: string): string {
  if (!drop.allDay) return instantOfCalendarDate(drop.startStr, timeZone);
  const minutes = previousDate ? minutesOfDayInZone(Date.parse(previousDate), timeZone) : 0;
  return isoOf(instantOfDay(drop.startStr.slice(0, 10), timeZone, minutes));
}

/** The booking date a drag changes: postponedDate for a postponed repair, else confirmedDate (docs/product.md §15.4). */
export function rescheduledField(event: Pick<TBookingEvent, 'status' | 'booking'>): string | null {
  return event.status === 'postponed' ? event.booking.postponedDate : event.booking.confirmedDate;
}

/** A date in the user's language on the workshop's clock: 'martes, 10 de marzo de 2026, 10:30' (24-hour). */
export function formatInZone(iso: string, timeZone: string, language: string, withTime = true): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(new Date(iso));
}
