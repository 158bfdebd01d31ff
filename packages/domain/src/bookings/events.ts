// A repair as the booking calendar shows it (docs/product.md §4 "Calendar"), in the calendar's own
// shape: the fields FullCalendar reads (id, title, start, allDay) and what the summary needs.
import { z } from 'zod';
import { calendarColour, calendarShowsTimeAt, calendarStart, CALENDAR_COLOURS, type CalendarRepair } from '../repairs/calendar.ts';
import type { TRepair } from '../repairs/repair.ts';
import { REPAIR_STATUSES, type RepairStatus } from '../repairs/status.ts';
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

/**
 * The part of an event its repair alone decides: everything but when it sits on the calendar (that needs
 * the workshop's time zone) and the stored version. It is kept as JSON text beside the repair on every
 * write (decision 026), so a month's events are read without the documents and written out as they are.
 */
export type BookingEventBody = Omit<TBookingEvent, 'start' | 'allDay' | 'storedVersion'>;

/** The event's body of a repair whose estimated work is `workMinutes`. */
export function bookingEventBodyOf(repair: TRepair, workMinutes: number): BookingEventBody {
  return bookingEventBody({
    id: repair.id,
    status: repair.status,
    created: repair.created,
    lastUpdate: repair.lastUpdate,
    ...whoAndWhichBike(repair),
    booking: {
      confirmedDate: repair.state.booking.confirmedDate,
      postponedDate: repair.state.booking.postponedDate,
      observations: repair.state.booking.observations,
    },
    workMinutes,
  });
}

function bookingEventBody(facts: Omit<BookingFacts, 'storedVersion'>): BookingEventBody {
  return {
    id: facts.id,
    title: bookingTitle(facts),
    colour: calendarColour(facts.status),
    status: facts.status,
    customer: facts.customer,
    bike: facts.bike,
    booking: facts.booking,
    created: facts.created,
    lastUpdate: facts.lastUpdate,
    workMinutes: facts.workMinutes,
  };
}

function whoAndWhichBike(repair: TRepair): Pick<BookingFacts, 'customer' | 'bike'> {
  return {
    customer: { id: repair.customer.id, name: repair.customer.name, surname: repair.customer.surname, phone: repair.customer.phone },
    bike: { manufacturer: repair.bike.manufacturer.label, model: repair.bike.model.label },
  };
}

/** A repair's event text (the dashboard's lists show it too). */
export function repairBookingTitle(repair: TRepair): string {
  return bookingTitle(whoAndWhichBike(repair));
}

/** The event's text: who and which bike, whatever of them is known. */
export function bookingTitle(facts: Pick<BookingFacts, 'customer' | 'bike'>): string {
  const who = [facts.customer.name, facts.customer.surname].filter(Boolean).join(' ') || facts.customer.phone;
  const bike = [facts.bike.manufacturer, facts.bike.model].filter((part) => part && part !== 'unknown' && part !== 'generic').join(' ');
  return [who, bike].filter(Boolean).join(' · ');
}

/**
 * docs/product.md §4: the time shows only for a confirmed or postponed repair, and not at 00:00 in the
 * workshop's time zone. Without a time the event is the whole day it starts on. `start` is the
 * calendar start (calendarStart), an instant in ms.
 */
export function bookingEventTiming(status: RepairStatus, start: number, zone: ZoneClock): Pick<TBookingEvent, 'start' | 'allDay'> {
  const showsTime = calendarShowsTimeAt(status, start, -zone.offsetAt(start));
  return { start: showsTime ? new Date(start).toISOString() : zone.dayOf(start), allDay: !showsTime };
}

/**
 * docs/product.md §4: the start is postponedDate for a postponed repair, else confirmedDate, else
 * created, and bookingEventTiming places it. A list's events share one `zoneClock` of the workshop's zone.
 */
export function toBookingEvent(facts: BookingFacts, timeZone: string | ZoneClock): TBookingEvent {
  const zone = typeof timeZone === 'string' ? zoneClock(timeZone) : timeZone;
  return {
    ...bookingEventTiming(facts.status, Date.parse(calendarStart(facts)), zone),
    ...bookingEventBody(facts),
    storedVersion: facts.storedVersion,
  };
}

/**
 * The event as JSON text, from its kept body's text (bookingEventBodyOf, stringified) and what the
 * row says beside it: the same object toBookingEvent makes, written without parsing the body.
 */
export function bookingEventJson(bodyJson: string, status: RepairStatus, start: number, storedVersion: number, zone: ZoneClock): string {
  const timing = bookingEventTiming(status, start, zone);
  return `{"start":"${timing.start}","allDay":${timing.allDay},"storedVersion":${storedVersion},${bodyJson.slice(1)}`;
}
