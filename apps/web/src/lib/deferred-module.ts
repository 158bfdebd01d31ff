// Decision 073: a module a screen draws with, fetched after the screen's first paint instead of with it: once the
// browser is idle, or at once when the user reaches for what it draws (a hover, a focus, a press). Until then the
// screen draws a stand-in that looks the same. Once fetched it stays: every later use draws with it at once.
import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from './idle';

export interface DeferredModule<Module> {
  /** The module if it has arrived, else undefined. */
  current(): Module | undefined;
  /** Fetches it once; a failed fetch is tried again by the next call (a page left open across a release). */
  load(): Promise<Module>;
}

export function deferredModule<Module>(importModule: () => Promise<Module>): DeferredModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    current: () => loaded,
    load() {
      loading ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The module once it has arrived, and a function that fetches it now. It is fetched once the browser is idle after
 * the first paint; `onArrival` runs just before the component draws with it (to note what had the focus).
 */
export function useDeferredModule<Module>(
  deferred: DeferredModule<Module>,
  onArrival?: () => void,
): [module: Module | undefined, fetchNow: () => void] {
  const [module, setModule] = useState(deferred.current);
  const fetchNow = useCallback(() => {
    if (deferred.current() !== undefined && module !== undefined) return;
    deferred.load().then(
      (arrived) => {
        onArrival?.();
        setModule(() => arrived);
      },
      // The stand-in stays and still works as a stand-in: the next hover, focus or press tries again.
      () => undefined,
    );
  }, [deferred, module, onArrival]);
  useEffect(() => (module === undefined ? whenIdle(fetchNow) : undefined), [module, fetchNow]);
  return [module, fetchNow];
}
