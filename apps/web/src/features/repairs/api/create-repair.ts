import type { TRepairsCreateInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useStoreRepair } from './get-repair';
import { lookupKeys, repairsKeys } from './query-keys';

/** The fast intake (docs/product.md §2): the repair, with its new customer and bike if they are new, in one call. */
export function useCreateRepair() {
  const queryClient = useQueryClient();
  const storeRepair = useStoreRepair();
  return useMutation({
    mutationFn: (input: TRepairsCreateInput) => call('repairsCreate', input),
    onSuccess: (repair) => {
      storeRepair(repair);
      void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
      if (repair.customer.id) void queryClient.invalidateQueries({ queryKey: lookupKeys.bikes(repair.customer.id) });
      void queryClient.invalidateQueries({ queryKey: lookupKeys.customerSearches() });
    },
  });
}
