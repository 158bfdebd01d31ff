// docs/product.md §30.2: from when the data on screen is, while the connection is gone: the oldest answer among the
// queries the screen reads now (those with an observer) of the data the device keeps (lib/kept-queries.ts), the
// session's and the config's aside. Null when the screen shows none.
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { keptSortOf } from '@/lib/kept-queries';

function oldestShownAnswer(cache: QueryCache): number | null {
  let oldest: number | null = null;
  for (const query of cache.getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined || query.state.dataUpdatedAt === 0) continue;
    if (!keptSortOf(query.queryKey)) continue;
    if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}

/** The time of the oldest answer on screen, in epoch milliseconds, followed as long as `isFollowing`. */
export function useShownDataTime(isFollowing: boolean): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => (isFollowing ? cache.subscribe(onChange) : () => {}), [cache, isFollowing]);
  const read = useCallback(() => (isFollowing ? oldestShownAnswer(cache) : null), [cache, isFollowing]);
  return useSyncExternalStore(subscribe, read);
}
