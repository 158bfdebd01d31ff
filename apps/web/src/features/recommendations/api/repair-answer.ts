// Adding a recommendation and keeping a line as one both answer with the repair as saved (docs/product.md §31.1): it is
// stored where the repair page reads it, as the page's own writes store theirs, and a refused stale write loads the
// current version (docs/product.md §4).
import type { TRepair } from '@rueda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { repairsKeys, useStoreRepair } from '@/features/repairs';
import { isStaleWriteError } from '@/lib/write-error';
import { recommendationsKeys } from './query-keys';

export function useRepairAnswer() {
  const queryClient = useQueryClient();
  const storeRepair = useStoreRepair();
  return {
    onSaved: (repair: TRepair) => {
      storeRepair(repair);
      void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: repairsKeys.events(repair.id) });
    },
    onFailed: async (error: unknown, repairId: string) => {
      if (isStaleWriteError(error)) await queryClient.refetchQueries({ queryKey: repairsKeys.detail(repairId) });
    },
    /** Done or refused, the bike's recommendations may have changed (added, dismissed or kept by someone else). */
    onSettled: () => queryClient.invalidateQueries({ queryKey: recommendationsKeys.all }),
  };
}
