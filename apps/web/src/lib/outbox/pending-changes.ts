// The changes the device has made and not yet seen applied, in memory (docs/product.md §30.3), so that the screens show
// them on what they read: a repair moved offline stays in its new column, a ticked item stays ticked, across a reload
// too. Filled from the queue (features/offline, once its code has loaded) and by each write as it is queued; without
// IndexedDB's code, so the board reads it on its first load.
import type { QueuedChange } from './queued-change';

let pending: readonly QueuedChange[] = [];
const listeners = new Set<() => void>();

function changed(next: readonly QueuedChange[]): void {
  pending = next;
  for (const listener of listeners) listener();
}

/** The changes still to apply (waiting, or waiting for a decision), in the order they were made. */
export function pendingChanges(): readonly QueuedChange[] {
  return pending;
}

export function subscribeToPendingChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The account's queue as the device's store has it now; failed changes are not shown as made. */
export function setPendingChanges(queue: readonly QueuedChange[]): void {
  const next = queue.filter((change) => change.state !== 'failed');
  const isSame = next.length === pending.length && next.every((change, index) => change.changeId === pending[index]?.changeId);
  if (!isSame) changed(next);
}

/** A change just queued, shown at once, before the store is read again. */
export function addPendingChange(change: QueuedChange): void {
  if (!pending.some((known) => known.changeId === change.changeId)) changed([...pending, change]);
}
