import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import type { BookingRange } from '../booking-dates';
import { bookingsKeys } from './query-keys';

/** Each day's capacity and load in a range (issue 13 point 2). */
export function bookingsCapacityQueryOptions(range: BookingRange) {
  return queryOptions({
    queryKey: bookingsKeys.capacity(range),
    queryFn: ({ signal }) => call('bookingsCapacity', range, { signal }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useBookingsCapacity(range: BookingRange | null) {
  return useQuery({ ...bookingsCapacityQueryOptions(range ?? { from: '', to: '' }), enabled: range !== null });
}
