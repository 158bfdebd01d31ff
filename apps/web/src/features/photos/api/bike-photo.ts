// A bike's one photo (docs/product.md §12.3): reading, setting (replacing) and removing it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { base64OfFile } from '../image-file';
import { photosKeys } from './query-keys';

export function useBikePhoto(bikeId: string) {
  return useQuery({
    queryKey: photosKeys.bike(bikeId),
    queryFn: ({ signal }) => call('bikePhotoGet', { bikeId }, { signal }),
  });
}

export function useSetBikePhoto(bikeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => call('bikePhotoSet', { bikeId, image: await base64OfFile(file) }),
    onSuccess: (photo) => queryClient.setQueryData(photosKeys.bike(bikeId), photo),
  });
}

export function useDeleteBikePhoto(bikeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('bikePhotoDelete', { bikeId }),
    onSuccess: () => queryClient.setQueryData(photosKeys.bike(bikeId), null),
  });
}
