// Decision 073: a module a screen draws with, fetched after the screen's first paint instead of with it: once the
// browser is idle, or at once when the user reaches for what it draws (a hover, a focus, a press). Until then the
// screen draws a stand-in that looks the same. Once fetched it stays: every later use draws with it at once.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * the first paint; `beforeDraw` runs once it has arrived, and the component draws with it once what it returns has
 * settled (a press still held on the stand-in is let go first).
 */
export function useDeferredModule<Module>(
  deferred: DeferredModule<Module>,
  beforeDraw?: () => Promise<void> | void,
): [module: Module | undefined, fetchNow: () => void] {
  const [module, setModule] = useState(deferred.current);
  const fetchNow = useCallback(() => {
    if (deferred.current() !== undefined && module !== undefined) return;
    deferred.load().then(
      async (arrived) => {
        await beforeDraw?.();
        setModule(() => arrived);
      },
      // The stand-in stays and still works as a stand-in: the next hover, focus or press tries again.
      () => undefined,
    );
  }, [deferred, module, beforeDraw]);
  useEffect(() => (module === undefined ? whenIdle(fetchNow) : undefined), [module, fetchNow]);
  return [module, fetchNow];
}

/**
 * A control that opens (a menu, a select) drawn with a deferred module: its element, given `ref`, is drawn anew when
 * the module arrives and keeps the focus if it had it. `press` (a click, or a key that opens it) fetches the module at
 * once and has the control open as soon as it is there (`opensOnArrival`). `hold` (a pointer pressed on the stand-in)
 * fetches it too, and a module that arrives while the pointer is still down is drawn only once it is released and its
 * click has reached the stand-in: drawn between the press and the click, the control got the click and closed again.
 */
export function useDeferredControl<Module, Element extends HTMLElement>(deferred: DeferredModule<Module>) {
  const ref = useRef<Element | null>(null);
  const openOnArrival = useRef(false);
  const focusOnArrival = useRef(false);
  const release = useRef<Promise<void> | null>(null);
  const beforeDraw = useCallback(async () => {
    await release.current;
    focusOnArrival.current = ref.current !== null && document.activeElement === ref.current;
  }, []);
  const [module, fetchNow] = useDeferredModule(deferred, beforeDraw);
  useLayoutEffect(() => {
    if (module === undefined || !focusOnArrival.current) return;
    focusOnArrival.current = false;
    ref.current?.focus();
  }, [module]);
  const markPressed = useCallback(() => {
    openOnArrival.current = true;
  }, []);
  const press = useCallback(() => {
    markPressed();
    fetchNow();
  }, [markPressed, fetchNow]);
  const hold = useCallback(() => {
    // Let go a task after the pointer's release, once the click it makes has been handled.
    release.current ??= new Promise<void>((resolve) => {
      const letGo = () => {
        window.removeEventListener('pointerup', letGo, true);
        window.removeEventListener('pointercancel', letGo, true);
        window.setTimeout(() => {
          release.current = null;
          resolve();
        }, 0);
      };
      window.addEventListener('pointerup', letGo, true);
      window.addEventListener('pointercancel', letGo, true);
    });
    fetchNow();
  }, [fetchNow]);
  return { module, ref, fetchNow, press, hold, markPressed, opensOnArrival: () => openOnArrival.current };
}
