import type { TBookingsSetStatusInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { overCapacityOf } from '../over-capacity';
import { useInvalidateBookings } from './query-keys';

/** Confirm or postpone from the summary: the date, the observations and the status in the repair's history. */
export function useSetBookingStatus() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (input: TBookingsSetStatusInput) => call('bookingsSetStatus', input),
    onSuccess: invalidate,
    // A day found full changed nothing: the screen asks and tries again.
    onError: (error) => {
      if (!overCapacityOf(error)) invalidate();
    },
  });
}
