// One value the screens read through useSyncExternalStore (the connection, the queue at a glance, a version waiting):
// read at once, set from anywhere, and each subscriber told when it changes, not when it is set to the same again.
export interface ValueStore<T> {
  get: () => T;
  /** Sets the value; the subscribers hear of it only if `isSame` tells it apart from the current one. */
  set: (next: T) => void;
  /** useSyncExternalStore's contract: calls `listener` on every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function valueStore<T>(initial: T, isSame: (current: T, next: T) => boolean = Object.is): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (isSame(value, next)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
