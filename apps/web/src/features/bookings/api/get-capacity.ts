import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import type { BookingRange } from '../booking-dates';
import { bookingsKeys } from './query-keys';

/** Each day's capacity and load in a range (docs/product.md §15.2); nothing is asked before the calendar shows its days. */
export function bookingsCapacityQueryOptions(range: BookingRange | null) {
  return queryOptions({
    queryKey: bookingsKeys.capacity(range),
    queryFn: range ? ({ signal }) => call('bookingsCapacity', range, { signal }) : skipToken,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useBookingsCapacity(range: BookingRange | null) {
  return useQuery(bookingsCapacityQueryOptions(range));
}
