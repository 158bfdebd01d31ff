// docs/product.md §22.2 and §22.5: which days the public page offers. A day is open when the workshop is (its
// opening hours, not a closed day), it is past the minimum notice and within the horizon, and the booking's work
// fits in what is left of its capacity (bookings.capacity.ts).
import { DEFAULT_WORK_MINUTES, type TDayLoad } from '../bookings/capacity.ts';
import { daysOfRange } from '../bookings/zone.ts';
import type { TPublicBookingDay } from './functions.ts';
import { NEXT_OPEN_DAYS, ONLINE_BOOKING_HORIZON_DAYS } from './limits.ts';

/** `day` plus `count` days (YYYY-MM-DD, calendar days). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The first and last day a customer may book when today is `today` in the workshop's zone. */
export function bookableRange(today: string, minimumNoticeDays: number): { first: string; last: string } {
  const first = addDays(today, minimumNoticeDays);
  return { first, last: addDays(first, ONLINE_BOOKING_HORIZON_DAYS - 1) };
}

export function publicDayOf(load: TDayLoad): TPublicBookingDay {
  const freeMinutes = Math.max(0, load.capacityMinutes - load.bookedMinutes);
  const state = load.capacityMinutes <= 0 ? 'closed' : freeMinutes <= 0 ? 'full' : 'open';
  return { day: load.day, state, freeMinutes: state === 'open' ? freeMinutes : 0 };
}

/** Whether a booking of `minutes` of work fits on the day (the last place of a day is booked whole). */
export function fitsOn(day: Pick<TPublicBookingDay, 'state' | 'freeMinutes'>, minutes: number): boolean {
  return day.state === 'open' && minutes <= day.freeMinutes;
}

/** The first NEXT_OPEN_DAYS days after `after` that a booking of `minutes` fits on. */
export function nextOpenDays(days: readonly TPublicBookingDay[], minutes: number, after: string): string[] {
  return days
    .filter((day) => day.day > after && fitsOn(day, minutes))
    .slice(0, NEXT_OPEN_DAYS)
    .map((day) => day.day);
}

/** Every day of the range, for the page's calendar. */
export function bookableDays(today: string, minimumNoticeDays: number): string[] {
  const { first, last } = bookableRange(today, minimumNoticeDays);
  return daysOfRange(first, last);
}

/**
 * The work a booking brings to its day, as the calendar will count it (capacity.ts repairWorkMinutes): the chosen
 * services' estimates added up; DEFAULT_WORK_MINUTES when none has one (a problem described, no service chosen).
 */
export function bookingWorkMinutes(services: readonly { minutes: number | null }[]): number {
  const estimated = services.filter((service) => service.minutes !== null);
  return estimated.length === 0 ? DEFAULT_WORK_MINUTES : estimated.reduce((sum, service) => sum + service.minutes!, 0);
}
