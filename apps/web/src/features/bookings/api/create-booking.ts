import type { TBookingsCreateInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { overCapacityOf } from '../over-capacity';
import { useInvalidateBookings } from './query-keys';

/** Selecting a slot: a repair confirmed for that date, for a new or existing customer and bike. */
export function useCreateBooking() {
  const invalidate = useInvalidateBookings();
  return useMutation({
    mutationFn: (input: TBookingsCreateInput) => call('bookingsCreate', input),
    onSuccess: invalidate,
    // A day found full changed nothing: the screen asks and tries again.
    onError: (error) => {
      if (!overCapacityOf(error)) invalidate();
    },
  });
}
