// What every catalogue write does with the cached lists: the screen's (with the archived items) and the
// repair page's (active items only) take the answer at once, then both are asked again.
import type { ServiceKind, TServiceEntry, TServicesListOutput } from '@rueda/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { withEntry, type CatalogueItem } from '../catalogue';
import { catalogueKeys, includesArchived } from './query-keys';

export function cachedLists(queryClient: QueryClient) {
  return queryClient.getQueriesData<TServicesListOutput>({ queryKey: catalogueKeys.lists() });
}

/** Every cached list changed by `change`, which learns whether that list holds the archived items. */
export function updateCachedLists(
  queryClient: QueryClient,
  change: (list: TServicesListOutput, includeArchived: boolean) => TServicesListOutput,
): void {
  for (const [key, list] of cachedLists(queryClient)) if (list) queryClient.setQueryData(key, change(list, includesArchived(key)));
}

/** An item as the cache holds it now (after a refetch, the current version). */
export function cachedItem<K extends ServiceKind>(queryClient: QueryClient, kind: K, id: string): CatalogueItem<K> | null {
  for (const [, list] of cachedLists(queryClient)) {
    const item = (list?.[kind] as CatalogueItem<K>[] | undefined)?.find((candidate) => candidate.id === id);
    if (item) return item;
  }
  return null;
}

/** Puts a write's answer in every cached list and refreshes them. */
export function useStoreService() {
  const queryClient = useQueryClient();
  return (entry: TServiceEntry) => {
    updateCachedLists(queryClient, (list, includeArchived) => withEntry(list, entry, includeArchived));
    void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
  };
}
