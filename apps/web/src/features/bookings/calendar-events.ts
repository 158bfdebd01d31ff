// The booking events as FullCalendar takes them. The server already gives FullCalendar's own shape
// (id, title, start, allDay) by docs/product.md §4's rules; the screen adds the theme's colour and
// keeps the whole booking on the event for the summary and the drag.
import { isShownInCalendar, type CalendarColour, type TBookingEvent } from '@rueda/domain';
import type { EventInput } from '@fullcalendar/react';
import { eventClassOf, eventColourOf } from './calendar-colours';

export interface CalendarEventProps {
  booking: TBookingEvent;
}

export function toCalendarEvent(booking: TBookingEvent): EventInput {
  // The event schema's enum is CALENDAR_COLOURS' values, which zod types as plain strings.
  const colour = booking.colour as CalendarColour;
  return {
    id: booking.id,
    title: booking.title,
    start: booking.start,
    allDay: booking.allDay,
    color: eventColourOf(colour),
    contrastColor: 'var(--mantine-color-white)',
    className: eventClassOf(colour),
    extendedProps: { booking } satisfies CalendarEventProps,
  };
}

/** docs/product.md §4: finished and delivered repairs are hidden, whatever the list holds. */
export function calendarEventsOf(bookings: readonly TBookingEvent[]): EventInput[] {
  return bookings.filter(isShownInCalendar).map(toCalendarEvent);
}

/** The booking a calendar event carries. */
export function bookingOfEvent(event: { extendedProps: Record<string, unknown> }): TBookingEvent {
  return (event.extendedProps as unknown as CalendarEventProps).booking;
}
