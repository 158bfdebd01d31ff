import type { TBookingsRescheduleInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { overCapacityOf } from '../over-capacity';
import { useInvalidateBookings } from './query-keys';

/** A drag (or its undo): the booking's date moves, confirmedDate or a postponed repair's postponedDate. */
export function useRescheduleBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (input: TBookingsRescheduleInput) => call('bookingsReschedule', input),
    onSuccess: invalidate,
    // A day found full changed nothing: the screen asks and tries again.
    onError: (error) => {
      if (!overCapacityOf(error)) invalidate();
    },
  });
}
