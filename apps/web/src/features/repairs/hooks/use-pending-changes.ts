// The changes made on the device and not yet applied by the server (lib/outbox/pending-changes.ts), for the repairs'
// screens to draw on top of what they read (queued-overlay.ts, docs/product.md §30.3).
import { useSyncExternalStore } from 'react';
import { pendingChanges, subscribeToPendingChanges } from '@/lib/outbox/pending-changes';
import type { QueuedChange } from '@/lib/outbox/queued-change';

export function usePendingChanges(): readonly QueuedChange[] {
  return useSyncExternalStore(subscribeToPendingChanges, pendingChanges);
}
