// A repair's photos (docs/product.md §12.3): the list, adding some (one call each) and deleting one.
import type { TPhoto } from '@rueda/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { base64OfFile } from '../image-file';
import { photosKeys } from './query-keys';

export function useRepairPhotos(repairId: string) {
  return useQuery({
    queryKey: photosKeys.repair(repairId),
    queryFn: ({ signal }) => call('repairPhotosList', { repairId }, { signal }),
  });
}

/** Uploads the files to the repair one after another; answers the photos kept (a failure stops there). */
export async function uploadRepairPhotos(repairId: string, files: readonly File[]): Promise<TPhoto[]> {
  const added: TPhoto[] = [];
  for (const file of files) added.push(await call('repairPhotosAdd', { repairId, image: await base64OfFile(file) }));
  return added;
}

export function useAddRepairPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ repairId, files }: { repairId: string; files: readonly File[] }) => uploadRepairPhotos(repairId, files),
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
