import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import type { BookingRange } from '../booking-dates';
import { bookingsKeys } from './query-keys';

/**
 * The repairs the calendar shows in a range, in FullCalendar's shape, and the workshop's time zone;
 * nothing is asked before the calendar shows its days.
 */
export function bookingsListQueryOptions(range: BookingRange | null) {
  return queryOptions({
    queryKey: bookingsKeys.list(range),
    queryFn: range ? ({ signal }) => call('bookingsList', range, { signal }) : skipToken,
    staleTime: 15_000,
    // Moving to the next month keeps the last events on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useBookingsList(range: BookingRange | null) {
  return useQuery(bookingsListQueryOptions(range));
}
