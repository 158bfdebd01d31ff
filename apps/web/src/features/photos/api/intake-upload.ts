// docs/product.md §12.3: the fast intake's photos go up right after the repair is created. The intake closes
// at once, so the upload outlives it: it reports by notification and refreshes the repair's photos as
// each one is kept (the repair page the intake opens shows them as they arrive). A photo the connection fails for is
// kept on the device and sent later (§30.3); an intake kept on the device keeps its photos with it (readIntakePhotos).
import { PHOTO_MAX_BYTES } from '@rueda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSignedInUserId } from '@/features/auth';
import type { IntakePhoto } from '@/lib/outbox/queued-change';
import { notifyError, notifySuccess } from '@/lib/notify';
import { photoErrorKey } from '../components/photo-errors';
import { base64OfFile } from '../image-file';
import { photosKeys } from './query-keys';
import { uploadRepairPhotos } from './repair-photos';

/** The files an intake may keep: a photo over 5 MB would be refused, online or later (the intake says so). */
export const fitsAsPhoto = (file: Blob): boolean => file.size <= PHOTO_MAX_BYTES;

/** The intake's photos that fit, read to be kept on the device with the intake (docs/product.md §30.3). */
export async function readIntakePhotos(files: readonly File[]): Promise<IntakePhoto[]> {
  const photos: IntakePhoto[] = [];
  for (const file of files.filter(fitsAsPhoto)) photos.push({ name: file.name, image: await base64OfFile(file) });
  return photos;
}

export function useUploadIntakePhotos(): (repairId: string, files: readonly File[]) => Promise<void> {
  const queryClient = useQueryClient();
  const account = useSignedInUserId();
  const { t } = useTranslation('photos');
  return async (repairId, files) => {
    if (files.length === 0) return;
    let added = 0;
    let keptOnDevice = 0;
    try {
      for (const file of files) {
        const uploaded = await uploadRepairPhotos(account, repairId, [file]);
        added += uploaded.added.length;
        keptOnDevice += uploaded.keptOnDevice;
        await queryClient.invalidateQueries({ queryKey: photosKeys.repair(repairId) });
      }
      if (added > 0) notifySuccess(t('intake.uploaded', { count: added }));
      if (keptOnDevice > 0) notifySuccess(t('repair.keptOnDevice', { count: keptOnDevice }));
    } catch (error) {
      notifyError(t(photoErrorKey(error)));
    }
  };
}
