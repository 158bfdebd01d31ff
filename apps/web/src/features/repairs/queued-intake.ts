// docs/product.md §30.3: a repair taken in on the device and not yet made by the server.
import type { QueuedChange } from '@/lib/outbox/queued-change';

export const isQueuedIntake = (change: QueuedChange): boolean => change.call.fn === 'repairsCreate';
