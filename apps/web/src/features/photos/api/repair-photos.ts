// A repair's photos (docs/product.md §12.3): the list, adding some (one call each) and deleting one.
import type { TPhoto } from '@rueda/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInUserId } from '@/features/auth';
import { call } from '@/lib/call';
import { DEVICE_WRITE_OPTIONS } from '@/lib/outbox/device-write';
import { sendOrQueue } from '@/lib/outbox/send-or-queue-later';
import { base64OfFile } from '../image-file';
import { photosKeys } from './query-keys';

export function useRepairPhotos(repairId: string) {
  return useQuery({
    queryKey: photosKeys.repair(repairId),
    queryFn: ({ signal }) => call('repairPhotosList', { repairId }, { signal }),
  });
}

export interface UploadedPhotos {
  added: TPhoto[];
  /** How many were kept on the device, to be sent once the connection is back (docs/product.md §30.3). */
  keptOnDevice: number;
}

/**
 * Uploads the files to the repair one after another (a failure stops there); without a connection each is kept on the
 * device with its change id and sent later, in order (docs/product.md §30.3).
 */
export async function uploadRepairPhotos(account: string | null, repairId: string, files: readonly File[]): Promise<UploadedPhotos> {
  const uploaded: UploadedPhotos = { added: [], keptOnDevice: 0 };
  for (const file of files) {
    const outcome = await sendOrQueue(
      'repairPhotosAdd',
      { repairId, image: await base64OfFile(file) },
      { account, repairId, subject: file.name },
    );
    if (outcome.sent) uploaded.added.push(outcome.answer);
    else uploaded.keptOnDevice += 1;
  }
  return uploaded;
}

export function useAddRepairPhotos() {
  const queryClient = useQueryClient();
  const account = useSignedInUserId();
  return useMutation({
    ...DEVICE_WRITE_OPTIONS,
    mutationFn: ({ repairId, files }: { repairId: string; files: readonly File[] }) => uploadRepairPhotos(account, repairId, files),
    onSettled: (_answer, _error, { repairId }) => void queryClient.invalidateQueries({ queryKey: photosKeys.repair(repairId) }),
  });
}

export function useDeleteRepairPhoto(repairId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('repairPhotosDelete', { id }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: photosKeys.repair(repairId) }),
  });
}
