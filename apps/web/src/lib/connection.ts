// Whether the server can be reached (docs/product.md §24.6, §24.7). lib/call.ts reports every call's outcome
// here: an `unavailable` answer (the server's database is down) or a request that never got an
// answer marks the connection offline; a successful answer marks it online. The connection feature
// shows the banner and probes /api/health while offline; the query cache retries by it.
import { FunctionError } from '@rueda/domain';
import { valueStore } from './value-store';

export type ConnectionStatus = 'online' | 'offline';

const status = valueStore<ConnectionStatus>('online');

export const connectionStatus = status.get;

/** Calls `listener` on every change of the status; returns the unsubscribe (useSyncExternalStore's contract). */
export const subscribeToConnection = status.subscribe;

/**
 * The server answered. Not while the browser says its network is gone (docs/product.md §30.2): an answer to a request
 * made before the network dropped says nothing of now.
 */
export function markOnline(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  status.set('online');
}

export function markOffline(): void {
  status.set('offline');
}

/** A failure that says nothing about the call itself, only that the server (or its database) could not be reached. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof FunctionError && error.code === 'unavailable';
}

/** The answers that say the server, or its database, cannot be reached now: a proxy's 502 and 504 as well as Rueda's own 503. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** Whether an HTTP status, on an answer that names no error of its own, says the server cannot be reached now. */
export function isUnreachableStatus(status: number): boolean {
  return UNREACHABLE_STATUSES.has(status);
}

/**
 * `fetch` for a request outside the functions (the session, the ID token) that reports what it found
 * to the connection state as `call` does: no answer or an unreachable status fails with `unavailable`
 * and marks the connection offline; any other answer marks it online and is returned as it is. `send` is
 * what sends it (lib/early-requests.ts's fetchEarly, for the answers boot.js may have asked for already).
 */
export async function fetchReportingConnection(
  url: string,
  init: RequestInit,
  send: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<Response> {
  let response: Response;
  try {
    response = await send(url, init);
  } catch (error) {
    markOffline();
    throw new FunctionError('unavailable', `${url} could not be reached.`, { cause: String(error) });
  }
  if (isUnreachableStatus(response.status)) {
    markOffline();
    throw new FunctionError('unavailable', `${url} answered HTTP ${response.status}.`);
  }
  markOnline();
  return response;
}

/** The longest wait between two tries while offline: a query's retries and the health probe alike. */
export const MAX_RECONNECT_DELAY_MS = 10_000;

/** The wait before the try after `attempt` failed ones (0 for the first): 1 s, 2 s, 4 s, 8 s, then 10 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, MAX_RECONNECT_DELAY_MS);
}
