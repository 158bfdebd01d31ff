import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { repairsKeys } from './query-keys';

/** The repair page's delete: the repair leaves the cache and every list is asked again. */
export function useDeleteRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('repairsDelete', { id }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: repairsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
    },
  });
}
