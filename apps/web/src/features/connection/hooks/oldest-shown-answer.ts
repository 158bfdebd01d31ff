// docs/product.md §30.2: from when the data on screen is: the oldest answer among the queries the screen reads now
// (those with an observer) of the data the device keeps (lib/kept-queries.ts), the session's and the config's aside.
// Loaded once the connection is gone (use-shown-data-time.ts), out of every screen's first load.
import type { QueryCache } from '@tanstack/react-query';
import { keptSortOf } from '@/lib/kept-queries';

/** In epoch milliseconds; null when the screen shows none. */
export function oldestShownAnswer(cache: QueryCache): number | null {
  let oldest: number | null = null;
  for (const query of cache.getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined || query.state.dataUpdatedAt === 0) continue;
    if (!keptSortOf(query.queryKey)) continue;
    if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}
