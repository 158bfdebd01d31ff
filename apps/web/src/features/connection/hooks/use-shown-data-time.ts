// docs/product.md §30.2: from when the data on screen is, while the connection is gone (oldest-shown-answer.ts, whose
// code comes once the connection goes: until it has, or if it cannot come, the notice names no time).
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

type OldestShownAnswer = (cache: QueryCache) => number | null;

/** The time of the oldest answer on screen, in epoch milliseconds, followed as long as `isFollowing`. */
export function useShownDataTime(isFollowing: boolean): number | null {
  const cache = useQueryClient().getQueryCache();
  const [oldestOf, setOldestOf] = useState<OldestShownAnswer | null>(null);
  useEffect(() => {
    if (!isFollowing || oldestOf) return;
    let isCurrent = true;
    import('./oldest-shown-answer').then(
      ({ oldestShownAnswer }) => isCurrent && setOldestOf(() => oldestShownAnswer),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isFollowing, oldestOf]);
  const isReading = isFollowing && oldestOf !== null;
  const subscribe = useCallback((onChange: () => void) => (isReading ? cache.subscribe(onChange) : () => {}), [cache, isReading]);
  const read = useCallback(() => (isReading ? oldestOf(cache) : null), [cache, isReading, oldestOf]);
  return useSyncExternalStore(subscribe, read);
}
