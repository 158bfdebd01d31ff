// A photo's image (decision 020): fetched from its authenticated GET route with the ID token and shown
// through an object URL, since an <img> cannot send the token itself.
import { photoPath, type PhotoSize } from '@rueda/domain';
import { useQuery } from '@tanstack/react-query';
import { currentIdToken } from '@/lib/call';
import { photosKeys } from './query-keys';

async function fetchImage(id: string, size: PhotoSize, signal: AbortSignal): Promise<string> {
  const token = await currentIdToken();
  const response = await fetch(photoPath(id, size), { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw new Error(`The photo answered HTTP ${response.status}.`);
  return URL.createObjectURL(await response.blob());
}

/** The object URL of a photo's image; an image never changes under its id, so it is fetched once. */
export function usePhotoImage(id: string, size: PhotoSize) {
  return useQuery({
    queryKey: photosKeys.image(id, size),
    queryFn: ({ signal }) => fetchImage(id, size, signal),
    staleTime: Infinity,
  });
}
