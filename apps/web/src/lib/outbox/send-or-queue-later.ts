// The screens' writes that a device may keep (send-or-queue.ts), whose code (the queue's, IndexedDB's) is out of their
// first load: it is fetched by the first write, or before it once the device's data has loaded after the first paint
// (features/offline), as decision 041 keeps late what a screen does not draw.
import type { ClientChangeFunction, FunctionInput } from '@rueda/domain';
import type { SendOrQueueMeta, SendOrQueueOutcome } from './send-or-queue';

export type { SendOrQueueMeta, SendOrQueueOutcome };

export async function sendOrQueue<N extends ClientChangeFunction>(
  fn: N,
  input: FunctionInput<N>,
  meta: SendOrQueueMeta,
): Promise<SendOrQueueOutcome<N>> {
  return (await import('./send-or-queue')).sendOrQueue(fn, input, meta);
}
