import type { TBookingsRescheduleInput, TRepair } from '@rueda/domain';
import { useCallback } from 'react';
import { call } from '@/lib/call';
import { overCapacityOf } from '../over-capacity';
import { useInvalidateBookings } from './query-keys';

/**
 * A drag (or its undo): the booking's date moves, confirmedDate or a postponed repair's postponedDate.
 * A plain call, not useMutation: nothing on screen shows this write's progress, and a mutation's
 * observer re-rendered the whole booking screen at each of its steps, in the frames after a drop.
 */
export function useRescheduleBooking(): (input: TBookingsRescheduleInput) => Promise<TRepair> {
  const invalidate = useInvalidateBookings();
  return useCallback(
    async (input) => {
      try {
        const repair = await call('bookingsReschedule', input);
        invalidate();
        return repair;
      } catch (error) {
        // A day found full changed nothing: the screen asks and tries again.
        if (!overCapacityOf(error)) invalidate();
        throw error;
      }
    },
    [invalidate],
  );
}
