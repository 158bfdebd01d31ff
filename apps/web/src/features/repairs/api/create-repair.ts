import type { TRepair, TRepairsCreateInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInUserId } from '@/features/auth';
import { readIntakePhotos } from '@/features/photos';
import { DEVICE_WRITE_OPTIONS } from '@/lib/outbox/device-write';
import { sendOrQueue } from '@/lib/outbox/send-or-queue';
import { useStoreRepair } from './get-repair';
import { lookupKeys, repairsKeys } from './query-keys';

/** The intake's outcome: the repair created, or null when it was kept on the device to be created later (§30.3). */
export type CreatedRepair = TRepair | null;

/** An intake to make: the repair's input, and the photos taken with it (uploaded once it is made, by the intake). */
export interface IntakeToCreate {
  input: TRepairsCreateInput;
  photos?: readonly File[];
}

/**
 * The fast intake (docs/product.md §2): the repair, with its new customer and bike if they are new, in one call.
 * Without a connection it is kept on the device, its photos with it, and created once the connection is back, its photos
 * then added to it (docs/product.md §30.3).
 */
export function useCreateRepair({ subjectOf }: { subjectOf: (input: TRepairsCreateInput) => string }) {
  const queryClient = useQueryClient();
  const storeRepair = useStoreRepair();
  const account = useSignedInUserId();
  return useMutation({
    ...DEVICE_WRITE_OPTIONS,
    mutationFn: async ({ input, photos = [] }: IntakeToCreate): Promise<CreatedRepair> => {
      const outcome = await sendOrQueue('repairsCreate', input, {
        account,
        repairId: null,
        subject: subjectOf(input),
        ...(photos.length > 0 ? { intakePhotos: () => readIntakePhotos(photos) } : {}),
      });
      return outcome.sent ? outcome.answer : null;
    },
    onSuccess: (repair) => {
      if (!repair) return;
      storeRepair(repair);
      void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
      if (repair.customer.id) void queryClient.invalidateQueries({ queryKey: lookupKeys.bikes(repair.customer.id) });
      void queryClient.invalidateQueries({ queryKey: lookupKeys.customerSearches() });
    },
  });
}
