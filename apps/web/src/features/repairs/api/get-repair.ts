import { REPAIR_VERSION, type TRepair, type TRepairsGetOutput } from '@rueda/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { repairsKeys } from './query-keys';

export function repairQueryOptions(id: string) {
  return queryOptions({
    queryKey: repairsKeys.detail(id),
    queryFn: ({ signal }) => call('repairsGet', { id }, { signal }),
    // An open repair page is what people edit: look again whenever they come back to it.
    staleTime: 0,
  });
}

/** The legacy page (docs/product.md §2): the repair with the document as it is stored. */
export function legacyRepairQueryOptions(id: string) {
  return queryOptions({
    queryKey: repairsKeys.legacy(id),
    queryFn: ({ signal }) => call('repairsGet', { id, withStored: true }, { signal }),
  });
}

export function useLegacyRepair(id: string) {
  return useQuery(legacyRepairQueryOptions(id));
}

/** Puts a repair a write answered with into the cache, so the page shows it without asking again. */
export function useStoreRepair() {
  const queryClient = useQueryClient();
  return (repair: TRepair) => {
    queryClient.setQueryData<TRepairsGetOutput>(repairsKeys.detail(repair.id), (previous) => ({
      repair,
      // A write stores the current version.
      storedVersion: REPAIR_VERSION,
      stored: previous?.stored ?? null,
    }));
  };
}
