// docs/product.md §30.2: signing out forgets everything the device kept for that account: its answers and its queue.
// IndexedDB's code arrives with later.ts: this module is reached from the feature's public face, in the first load.
import { resetOutboxSummary } from '@/lib/outbox/outbox-summary';

export async function forgetDeviceData(account: string): Promise<void> {
  resetOutboxSummary();
  await (await import('./later')).forgetKeptData(account);
}

/** Closes the device's database (the tests, between them). */
export async function closeDeviceStore(): Promise<void> {
  await (await import('./later')).closeDeviceDb();
}
