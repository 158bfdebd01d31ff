// The customers to call: repairs not delivered whose parts are all in and whose customer has not been told, the longest
// waiting first; "Avisado" takes one off the list (docs/product.md §31.2).
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { partsKeys } from './query-keys';
import { useRepairRefresh } from './repair-refresh';

export function usePartsToCall() {
  return useQuery({
    queryKey: partsKeys.toCall(),
    queryFn: ({ signal }) => call('partsToCall', undefined, { signal }),
  });
}

export function useCustomerTold() {
  const refresh = useRepairRefresh();
  return useMutation({
    mutationFn: (repairId: string) => call('partsCustomerTold', { repairId }),
    onSettled: refresh.parts,
  });
}
