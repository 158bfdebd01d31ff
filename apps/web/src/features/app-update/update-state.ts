// Decision 076: whether a new version of the app waits to take over, and how to let it. The service worker's side
// (service-worker-updates.ts) reports it once the notice can show at once; the notice (components/) reads it.
type Activate = () => void;

let activateWaitingVersion: Activate | null = null;
const listeners = new Set<() => void>();

function setWaitingVersion(activate: Activate | null): void {
  activateWaitingVersion = activate;
  for (const listener of listeners) listener();
}

/** A new version waits; `activate` lets it take over and reloads the page. */
export function reportWaitingVersion(activate: Activate): void {
  setWaitingVersion(activate);
}

/** How to switch to the version that waits, or null while none does. */
export function waitingVersion(): Activate | null {
  return activateWaitingVersion;
}

export function subscribeToWaitingVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** No version waits: for tests, which share this module across files (vitest.config.ts `isolate: false`). */
export function forgetWaitingVersion(): void {
  setWaitingVersion(null);
}
