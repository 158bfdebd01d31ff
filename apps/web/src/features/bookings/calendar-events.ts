// The booking events as FullCalendar takes them. The server already gives FullCalendar's own shape
// (id, title, start, allDay) by docs/product.md §4's rules; the screen turns a timed start into the
// calendar's date (booking-dates.ts), adds the theme's colour and keeps the whole booking on the event
// for the summary and the drag.
import { isShownInCalendar, type CalendarColour, type TBookingEvent } from '@rueda/domain';
import type { EventInput } from '@fullcalendar/react';
import { calendarDateOf } from './booking-dates';
import { eventClassOf, eventColourOf } from './calendar-colours';

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
    contrastColor: 'var(--mantine-color-white)',
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

/** The booking a calendar event carries. */
export function bookingOfEvent(event: { extendedProps: Record<string, unknown> }): TBookingEvent {
  return (event.extendedProps as unknown as CalendarEventProps).booking;
}
