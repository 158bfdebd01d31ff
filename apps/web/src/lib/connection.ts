// Whether the server can be reached (issue 14 point 4). lib/call.ts reports every call's outcome
// here: an `unavailable` answer (the server's database is down) or a request that never got an
// answer marks the connection offline; a successful answer marks it online. The connection feature
// shows the banner and probes /api/health while offline; the query cache retries by it.
import { FunctionError } from '@rueda/domain';

export type ConnectionStatus = 'online' | 'offline';

let status: ConnectionStatus = 'online';
const listeners = new Set<() => void>();

function setStatus(next: ConnectionStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of listeners) listener();
}

export function connectionStatus(): ConnectionStatus {
  return status;
}

/** Calls `listener` on every change of the status; returns the unsubscribe (useSyncExternalStore's contract). */
export function subscribeToConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markOnline(): void {
  setStatus('online');
}

export function markOffline(): void {
  setStatus('offline');
}

/** A failure that says nothing about the call itself, only that the server (or its database) could not be reached. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof FunctionError && error.code === 'unavailable';
}

/** The longest wait between two tries while offline: a query's retries and the health probe alike. */
export const MAX_RECONNECT_DELAY_MS = 10_000;

/** The wait before the try after `attempt` failed ones (0 for the first): 1 s, 2 s, 4 s, 8 s, then 10 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, MAX_RECONNECT_DELAY_MS);
}
