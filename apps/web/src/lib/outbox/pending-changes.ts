// The changes the device has made and not yet seen applied, in memory (docs/product.md §30.3), so that the screens show
// them on what they read: a repair moved offline stays in its new column, a ticked item stays ticked, across a reload
// too. Filled from the queue (features/offline, once its code has loaded) and by each write as it is queued; without
// IndexedDB's code, so the board reads it on its first load.
import { valueStore } from '@/lib/value-store';
import type { QueuedChange } from './queued-change';

const sameChanges = (current: readonly QueuedChange[], next: readonly QueuedChange[]) =>
  next.length === current.length && next.every((change, index) => change.changeId === current[index]?.changeId);

const pending = valueStore<readonly QueuedChange[]>([], sameChanges);

/** The changes still to apply (waiting, or waiting for a decision), in the order they were made. */
export const pendingChanges = pending.get;

export const subscribeToPendingChanges = pending.subscribe;

/** The account's queue as the device's store has it now; failed changes are not shown as made. */
export function setPendingChanges(queue: readonly QueuedChange[]): void {
  pending.set(queue.filter((change) => change.state !== 'failed'));
}

/** A change just queued, shown at once, before the store is read again. */
export function addPendingChange(change: QueuedChange): void {
  if (!pending.get().some((known) => known.changeId === change.changeId)) pending.set([...pending.get(), change]);
}
