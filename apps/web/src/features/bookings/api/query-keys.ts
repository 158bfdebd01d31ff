// The query keys of the booking calendar: one tree, so a write refreshes everything it touches.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { repairsKeys } from '@/features/repairs';
import type { BookingRange } from '../booking-dates';

export const bookingsKeys = {
  all: ['bookings'] as const,
  lists: () => [...bookingsKeys.all, 'list'] as const,
  list: (range: BookingRange | null) => [...bookingsKeys.lists(), range] as const,
  capacities: () => [...bookingsKeys.all, 'capacity'] as const,
  capacity: (range: BookingRange | null) => [...bookingsKeys.capacities(), range] as const,
  settings: () => [...bookingsKeys.all, 'settings'] as const,
};

/** After any booking write: the calendar's events and loads, and the repairs lists and pages (a booking is a repair). */
export function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: bookingsKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: bookingsKeys.capacities() });
    void queryClient.invalidateQueries({ queryKey: repairsKeys.all });
  }, [queryClient]);
}
