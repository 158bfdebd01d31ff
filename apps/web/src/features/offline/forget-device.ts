// docs/product.md §30.2: signing out forgets everything the device kept for that account: its answers and its queue.
import { forgetQueued } from '@/lib/outbox/outbox-store';
import { resetOutboxSummary } from '@/lib/outbox/outbox-summary';
import { forgetKeptAnswers } from './api/kept-answers';

export async function forgetDeviceData(account: string): Promise<void> {
  resetOutboxSummary();
  await Promise.all([forgetKeptAnswers(account), forgetQueued(account)]);
}
