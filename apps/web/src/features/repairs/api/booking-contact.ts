// docs/decisions/058: an online booking's repair keeps what the person typed; while it has no customer, the staff
// see whose phone or email it is, and link the repair (and its bike) to that customer.
import type { TRepair } from '@rueda/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useStoreRepair } from './get-repair';
import { repairsKeys } from './query-keys';

export function bookingContactQueryOptions(repairId: string) {
  return queryOptions({
    queryKey: repairsKeys.bookingContact(repairId),
    queryFn: ({ signal }) => call('repairBookingContact', { repairId }, { signal }),
    staleTime: 0,
  });
}

/** Asked only for a repair booked online: the others have no booking contact. */
export function useBookingContact(repair: TRepair) {
  const bookedOnline = repair.form.additionalData.onlineBooking === true;
  return useQuery({ ...bookingContactQueryOptions(repair.id), enabled: bookedOnline });
}

export function useLinkBookingCustomer() {
  const queryClient = useQueryClient();
  const storeRepair = useStoreRepair();
  return useMutation({
    mutationFn: (input: { id: string; customerId: string; expectedLastUpdate: string }) => call('repairsLinkCustomer', input),
    onSuccess: (repair) => {
      storeRepair(repair);
      void queryClient.invalidateQueries({ queryKey: repairsKeys.bookingContact(repair.id) });
      void queryClient.invalidateQueries({ queryKey: repairsKeys.events(repair.id) });
      void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
    },
    onError: async (_error, input) => {
      await queryClient.refetchQueries({ queryKey: repairsKeys.detail(input.id) });
    },
  });
}
