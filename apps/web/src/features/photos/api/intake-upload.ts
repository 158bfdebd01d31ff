// docs/product.md §12.3: the fast intake's photos go up right after the repair is created. The intake closes
// at once, so the upload outlives it: it reports by notification and refreshes the repair's photos as
// each one is kept (the repair page the intake opens shows them as they arrive).
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '@/lib/call';
import { notifyError, notifySuccess } from '@/lib/notify';
import { photoErrorKey } from '../components/photo-errors';
import { base64OfFile } from '../image-file';
import { photosKeys } from './query-keys';

export function useUploadIntakePhotos(): (repairId: string, files: readonly File[]) => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useTranslation('photos');
  return async (repairId, files) => {
    if (files.length === 0) return;
    let kept = 0;
    try {
      for (const file of files) {
        await call('repairPhotosAdd', { repairId, image: await base64OfFile(file) });
        kept += 1;
        await queryClient.invalidateQueries({ queryKey: photosKeys.repair(repairId) });
      }
      notifySuccess(t('intake.uploaded', { count: kept }));
    } catch (error) {
      notifyError(t(photoErrorKey(error)));
    }
  };
}
