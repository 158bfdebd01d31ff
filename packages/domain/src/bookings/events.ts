// A repair as the booking calendar shows it (docs/product.md §4 "Calendar"), in the calendar's own
// shape: the fields FullCalendar reads (id, title, start, allDay) and what the summary needs.
import { z } from 'zod';
import { calendarColour, calendarShowsTime, calendarStart, CALENDAR_COLOURS, type CalendarRepair } from '../repairs/calendar.ts';
import type { TRepair } from '../repairs/repair.ts';
import { REPAIR_STATUSES } from '../repairs/status.ts';
import { zoneClock, type ZoneClock } from './zone.ts';

const isoDate = z.iso.datetime({ offset: true });

export const ZBookingEventSchema = z.object({
  id: z.string(),
  /** Customer and bike, as the event's text. */
  title: z.string(),
  /** An instant when the time shows; else the day (YYYY-MM-DD) in the workshop's time zone. */
  start: z.string(),
  allDay: z.boolean(),
  /** docs/product.md §4's colour name; the web app maps it to its theme. */
  colour: z.enum(Object.values(CALENDAR_COLOURS) as [string, ...string[]]),
  status: z.enum(REPAIR_STATUSES),
  customer: z.object({ id: z.string().nullable(), name: z.string(), surname: z.string(), phone: z.string() }),
  bike: z.object({ manufacturer: z.string(), model: z.string() }),
  booking: z.object({ confirmedDate: isoDate.nullable(), postponedDate: isoDate.nullable(), observations: z.string() }),
  created: isoDate,
  lastUpdate: isoDate,
  workMinutes: z.number().int(),
  storedVersion: z.number().int(),
});
export type TBookingEvent = z.infer<typeof ZBookingEventSchema>;

export interface BookingFacts extends CalendarRepair {
  id: string;
  customer: TBookingEvent['customer'];
  bike: TBookingEvent['bike'];
  booking: CalendarRepair['booking'] & { observations: string };
  lastUpdate: string;
  workMinutes: number;
  storedVersion: number;
}

/** What the calendar and the dashboard's lists show of a repair beside its columns, kept with it on every write. */
export type BookingCard = Pick<BookingFacts, 'customer' | 'bike' | 'booking'>;

export function bookingCardOf(repair: TRepair): BookingCard {
  return {
    customer: { id: repair.customer.id, name: repair.customer.name, surname: repair.customer.surname, phone: repair.customer.phone },
    bike: { manufacturer: repair.bike.manufacturer.label, model: repair.bike.model.label },
    booking: {
      confirmedDate: repair.state.booking.confirmedDate,
      postponedDate: repair.state.booking.postponedDate,
      observations: repair.state.booking.observations,
    },
  };
}

/** The event's text: who and which bike, whatever of them is known. */
export function bookingTitle(facts: Pick<BookingFacts, 'customer' | 'bike'>): string {
  const who = [facts.customer.name, facts.customer.surname].filter(Boolean).join(' ') || facts.customer.phone;
  const bike = [facts.bike.manufacturer, facts.bike.model].filter((part) => part && part !== 'unknown' && part !== 'generic').join(' ');
  return [who, bike].filter(Boolean).join(' · ');
}

/**
 * docs/product.md §4: the start is postponedDate for a postponed repair, else confirmedDate, else
 * created; the time shows only for a confirmed or postponed repair, and not at 00:00 in the
 * workshop's time zone. Without a time the event is the whole day it starts on. A list's events share
 * one `zoneClock` of the workshop's zone.
 */
export function toBookingEvent(facts: BookingFacts, timeZone: string | ZoneClock): TBookingEvent {
  const zone = typeof timeZone === 'string' ? zoneClock(timeZone) : timeZone;
  const start = calendarStart(facts);
  const instant = Date.parse(start);
  const showsTime = calendarShowsTime(facts, -zone.offsetAt(instant));
  return {
    id: facts.id,
    title: bookingTitle(facts),
    start: showsTime ? new Date(instant).toISOString() : zone.dayOf(instant),
    allDay: !showsTime,
    colour: calendarColour(facts.status),
    status: facts.status,
    customer: facts.customer,
    bike: facts.bike,
    booking: facts.booking,
    created: facts.created,
    lastUpdate: facts.lastUpdate,
    workMinutes: facts.workMinutes,
    storedVersion: facts.storedVersion,
  };
}
