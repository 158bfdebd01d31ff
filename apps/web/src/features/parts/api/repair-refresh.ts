// The parts' writes change their repair (docs/product.md §31.2): asking for one or taking it back changes its count
// (state.parts, the board card's "Esperando piezas"), and an arrived one is put on it. The repair an arrival answers is
// stored where the repair page reads it, as the recommendations' writes store theirs; otherwise the repair is read
// again. Done or refused, the parts' lists are read again too.
import type { TRepair } from '@rueda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { repairsKeys, useStoreRepair } from '@/features/repairs';
import { partsKeys } from './query-keys';

export function useRepairRefresh() {
  const queryClient = useQueryClient();
  const storeRepair = useStoreRepair();
  return {
    /** The repair as saved by the write. */
    stored: (repair: TRepair) => {
      storeRepair(repair);
      void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: repairsKeys.events(repair.id) });
    },
    /** A write that changed the repair without answering it: read it again. */
    changed: (repairId: string) => {
      void queryClient.invalidateQueries({ queryKey: repairsKeys.detail(repairId) });
      void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
    },
    parts: () => queryClient.invalidateQueries({ queryKey: partsKeys.all }),
  };
}
