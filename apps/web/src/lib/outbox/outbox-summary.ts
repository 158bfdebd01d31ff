// The queue at a glance (docs/product.md §30.5), for the header's indicator: how many changes wait, wait for a
// decision or failed, and whether one is being sent. Published by the device's data (features/offline, loaded once the
// page is idle) whenever the queue changes; until then nothing is known to wait. Kept apart from the queue's store so
// that the header draws it without loading IndexedDB's code.
import { valueStore } from '@/lib/value-store';

export interface OutboxSummary {
  waiting: number;
  needsDecision: number;
  failed: number;
  isSending: boolean;
}

const EMPTY: OutboxSummary = { waiting: 0, needsDecision: 0, failed: 0, isSending: false };

const summary = valueStore<OutboxSummary>(
  EMPTY,
  (current, next) =>
    next.waiting === current.waiting &&
    next.needsDecision === current.needsDecision &&
    next.failed === current.failed &&
    next.isSending === current.isSending,
);

export const outboxSummary = summary.get;

/** useSyncExternalStore's contract: calls `listener` on every change; returns the unsubscribe. */
export const subscribeToOutboxSummary = summary.subscribe;

export const publishOutboxSummary = summary.set;

/** Nothing known to wait (signing out, and the tests between them). */
export function resetOutboxSummary(): void {
  summary.set(EMPTY);
}
