// docs/product.md §30.3: a photo added without a connection is drawn among the repair's photos, from the device's
// queue, until the server has it.
import { useMemo, useSyncExternalStore } from 'react';
import { pendingChanges, subscribeToPendingChanges } from '@/lib/outbox/pending-changes';

export interface QueuedPhoto {
  changeId: string;
  /** The photo's bytes as a data URL. */
  src: string;
  /** When it was added, in epoch milliseconds. */
  madeAt: number;
}

/** The image type a photo's base64 starts as (JPEG, PNG, WebP); a JPEG otherwise, which is what cameras give. */
function imageTypeOf(base64: string): string {
  if (base64.startsWith('iVBOR')) return 'image/png';
  if (base64.startsWith('UklGR')) return 'image/webp';
  return 'image/jpeg';
}

/** The repair's photos waiting on the device to be sent, in the order they were added. */
export function useQueuedPhotos(repairId: string): QueuedPhoto[] {
  const pending = useSyncExternalStore(subscribeToPendingChanges, pendingChanges);
  return useMemo(
    () =>
      pending.flatMap(({ call, changeId, madeAt }) =>
        call.fn === 'repairPhotosAdd' && call.input.repairId === repairId
          ? [{ changeId, madeAt, src: `data:${imageTypeOf(call.input.image)};base64,${call.input.image}` }]
          : [],
      ),
    [pending, repairId],
  );
}
