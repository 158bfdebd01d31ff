// The queue at a glance (docs/product.md §30.5), for the header's indicator: how many changes wait, wait for a
// decision or failed, and whether one is being sent. Published by the device's data (features/offline, loaded once the
// page is idle) whenever the queue changes; until then nothing is known to wait. Kept apart from the queue's store so
// that the header draws it without loading IndexedDB's code.
export interface OutboxSummary {
  waiting: number;
  needsDecision: number;
  failed: number;
  isSending: boolean;
}

const EMPTY: OutboxSummary = { waiting: 0, needsDecision: 0, failed: 0, isSending: false };

let summary: OutboxSummary = EMPTY;
const listeners = new Set<() => void>();

export function outboxSummary(): OutboxSummary {
  return summary;
}

/** useSyncExternalStore's contract: calls `listener` on every change; returns the unsubscribe. */
export function subscribeToOutboxSummary(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishOutboxSummary(next: OutboxSummary): void {
  if (
    next.waiting === summary.waiting &&
    next.needsDecision === summary.needsDecision &&
    next.failed === summary.failed &&
    next.isSending === summary.isSending
  )
    return;
  summary = next;
  for (const listener of listeners) listener();
}

/** Nothing known to wait (signing out, and the tests between them). */
export function resetOutboxSummary(): void {
  publishOutboxSummary(EMPTY);
}
