// The booking events as FullCalendar takes them. The server already gives FullCalendar's own shape
// (id, title, start, allDay) by docs/product.md §4's rules; the screen turns a timed start into the
// calendar's date (booking-dates.ts), adds the theme's colour and keeps the whole booking on the event
// for the summary and the drag.
import { isShownInCalendar, type CalendarColour, type TBookingEvent } from '@rueda/domain';
import type { EventInput } from '@fullcalendar/react';
import { calendarDateOf } from './booking-dates';
import { eventClassOf, eventColourOf, eventTextColourOf } from './calendar-colours';

export interface CalendarEventProps {
  booking: TBookingEvent;
}

export function toCalendarEvent(booking: TBookingEvent, timeZone: string): EventInput {
  // The event schema's enum is CALENDAR_COLOURS' values, which zod types as plain strings.
  const colour = booking.colour as CalendarColour;
  return {
    id: booking.id,
    title: booking.title,
    start: booking.allDay ? booking.start : calendarDateOf(booking.start, timeZone),
    allDay: booking.allDay,
    color: eventColourOf(colour),
    contrastColor: eventTextColourOf(colour),
    className: eventClassOf(colour),
    extendedProps: { booking } satisfies CalendarEventProps,
  };
}

/**
 * Each booking's calendar event, kept while the booking object lives (and the zone stays). The list's
 * query keeps the objects of unchanged bookings across refetches (structural sharing), so a refetch
 * that changes nothing gives FullCalendar the same events, which it compares one by one and does not
 * parse again.
 */
const eventsOfBookings = new WeakMap<TBookingEvent, { timeZone: string; event: EventInput }>();

function calendarEventOf(booking: TBookingEvent, timeZone: string): EventInput {
  const kept = eventsOfBookings.get(booking);
  if (kept?.timeZone === timeZone) return kept.event;
  const event = toCalendarEvent(booking, timeZone);
  eventsOfBookings.set(booking, { timeZone, event });
  return event;
}

/** docs/product.md §4: finished and delivered repairs are hidden, whatever the list holds. */
export function calendarEventsOf(bookings: readonly TBookingEvent[], timeZone: string): EventInput[] {
  return bookings.filter(isShownInCalendar).map((booking) => calendarEventOf(booking, timeZone));
}

/** A month's day shows this many bookings, then a "+N más" link to the day (decision 028). */
export const MONTH_DAY_BOOKINGS = 3;

/** The "+N más" link's event: the day it opens and how many bookings it stands for. */
export interface MoreEventProps {
  moreOf: string;
  hidden: number;
  total: number;
  /** Sorts the link after the day's bookings (EVENT_ORDER). */
  moreRank: 1;
}

/** FullCalendar's own order, with the "+N más" link last in its day. */
export const EVENT_ORDER = '-moreRank,start,-duration,allDay,title';

/** FullCalendar's order within a day: whole days first, then by time, then by title. */
function compareInDay(a: EventInput, b: EventInput): number {
  return Number(a.allDay) !== Number(b.allDay)
    ? Number(b.allDay) - Number(a.allDay)
    : String(a.start).localeCompare(String(b.start)) || String(a.title).localeCompare(String(b.title));
}

/**
 * The month view's events: each day's first MONTH_DAY_BOOKINGS bookings, and for a day with more, a
 * link to that day standing for the rest. FullCalendar re-slices and places every event it holds on
 * each change, a drag's drop included, so the month view holds only what it shows (decision 028).
 */
export function monthEventsOf(
  bookings: readonly TBookingEvent[],
  timeZone: string,
  moreText: (hidden: number, total: number) => string,
): EventInput[] {
  const byDay = new Map<string, EventInput[]>();
  for (const booking of bookings) {
    if (!isShownInCalendar(booking)) continue;
    const event = calendarEventOf(booking, timeZone);
    // A whole day's start is its day; a timed one's is the calendar's date (booking-dates.ts).
    const day = String(event.start).slice(0, 10);
    const events = byDay.get(day);
    if (events) events.push(event);
    else byDay.set(day, [event]);
  }
  const shown: EventInput[] = [];
  for (const [day, events] of byDay) {
    if (events.length <= MONTH_DAY_BOOKINGS) {
      shown.push(...events);
      continue;
    }
    const hidden = events.length - MONTH_DAY_BOOKINGS;
    const more: MoreEventProps = { moreOf: day, hidden, total: events.length, moreRank: 1 };
    shown.push(...events.sort(compareInDay).slice(0, MONTH_DAY_BOOKINGS), {
      id: `more:${day}`,
      title: moreText(hidden, events.length),
      start: day,
      allDay: true,
      editable: false,
      // A link, not a booking: no colour of its own, a link's colour for its text, a step lighter than the
      // theme's anchor so that it keeps 4.5:1 on a busy day's yellow and a full day's red (WCAG 1.4.3).
      color: 'transparent',
      contrastColor: 'var(--mantine-color-indigo-3)',
      className: 'booking-more',
      extendedProps: more,
    });
  }
  return shown;
}

/** The booking a calendar event carries. */
export function bookingOfEvent(event: { extendedProps: Record<string, unknown> }): TBookingEvent {
  return (event.extendedProps as unknown as CalendarEventProps).booking;
}

/** The day a "+N más" link opens, or null for a booking's event. */
export function moreDayOf(event: { extendedProps: Record<string, unknown> }): string | null {
  return (event.extendedProps as Partial<MoreEventProps>).moreOf ?? null;
}
