// Decision 076: whether a new version of the app waits to take over, and how to let it. The service worker's side
// (service-worker-updates.ts) reports it once the notice can show at once; the notice (components/) reads it.
import { valueStore } from '@/lib/value-store';

type Activate = () => void;

const waiting = valueStore<Activate | null>(null);

/** A new version waits; `activate` lets it take over and reloads the page. */
export const reportWaitingVersion = (activate: Activate): void => waiting.set(activate);

/** How to switch to the version that waits, or null while none does. */
export const waitingVersion = waiting.get;

export const subscribeToWaitingVersion = waiting.subscribe;

/** No version waits: for tests, which share this module across files (vitest.config.ts `isolate: false`). */
export const forgetWaitingVersion = (): void => waiting.set(null);
