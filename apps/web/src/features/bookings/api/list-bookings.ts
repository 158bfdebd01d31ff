import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import type { BookingRange } from '../booking-dates';
import { bookingsKeys } from './query-keys';

/** The repairs the calendar shows in a range, in FullCalendar's shape, and the workshop's time zone. */
export function bookingsListQueryOptions(range: BookingRange) {
  return queryOptions({
    queryKey: bookingsKeys.list(range),
    queryFn: ({ signal }) => call('bookingsList', range, { signal }),
    staleTime: 15_000,
    // Moving to the next month keeps the last events on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useBookingsList(range: BookingRange | null) {
  return useQuery({ ...bookingsListQueryOptions(range ?? { from: '', to: '' }), enabled: range !== null });
}
