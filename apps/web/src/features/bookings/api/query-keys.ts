// The query keys of the booking calendar: one tree, so a write refreshes everything it touches.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BookingRange } from '../booking-dates';

export const bookingsKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingsKeys.all, 'list'] as const,
  list: (range: BookingRange | null) => [...bookingsKeys.lists(), range] as const,
  capacities: () => [...bookingsKeys.all, 'capacity'] as const,
  capacity: (range: BookingRange | null) => [...bookingsKeys.capacities(), range] as const,
  settings: () => [...bookingsKeys.all, 'settings'] as const,
};

/**
 * The repairs feature's queries (features/repairs/api/query-keys.ts: its lists and each repair):
 * a booking is a repair, so every booking write changes them too. The repairs feature does not
 * export its keys, hence the root spelled here.
 */
const REPAIRS_QUERIES = ['repairs'] as const;

/** After any booking write: the calendar's events and loads, and the repairs lists and pages. */
export function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: bookingsKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: bookingsKeys.capacities() });
    void queryClient.invalidateQueries({ queryKey: REPAIRS_QUERIES });
  }, [queryClient]);
}
