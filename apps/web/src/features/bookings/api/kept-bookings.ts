// docs/product.md §30.2: the bookings a device keeps without being asked, so that today's and tomorrow's can be read
// without a connection: the calendar's first views (a month on a wide screen, a week on a narrow one) of today and of
// tomorrow, as the calendar asks for them (in the default zone first, then the workshop's), with each day's capacity.
import { DEFAULT_TIME_ZONE } from '@rueda/domain';
import { calendarDateOf, initialVisibleDays, rangeOf, type BookingRange } from '../booking-dates';
import { bookingsCapacityQueryOptions } from './get-capacity';
import { bookingsListQueryOptions } from './list-bookings';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ranges the calendar first asks for on today's and tomorrow's views, each once. */
export function keptBookingRanges(now: number, workshopTimeZone: string): BookingRange[] {
  const ranges = new Map<string, BookingRange>();
  for (const timeZone of new Set([DEFAULT_TIME_ZONE, workshopTimeZone]))
    for (const instant of [now, now + DAY_MS]) {
      // The screen's first day is the default zone's, as BookingScreen counts it.
      const day = calendarDateOf(new Date(instant).toISOString(), DEFAULT_TIME_ZONE).slice(0, 10);
      for (const view of ['dayGridMonth', 'listWeek'] as const) {
        const range = rangeOf(initialVisibleDays(view, day), timeZone);
        ranges.set(`${range.from}/${range.to}`, range);
      }
    }
  return [...ranges.values()];
}

/** The queries of keptBookingRanges: each range's bookings and capacity. */
export function keptBookingsQueries(now: number, workshopTimeZone: string) {
  return keptBookingRanges(now, workshopTimeZone).flatMap((range) => [
    bookingsListQueryOptions(range),
    bookingsCapacityQueryOptions(range),
  ]);
}
