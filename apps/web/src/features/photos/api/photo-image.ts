// A photo's image (decision 020): fetched from its authenticated GET route with the ID token and shown
// through an object URL, since an <img> cannot send the token itself.
import { photoPath, workshopLogoPath, type PhotoSize } from '@rueda/domain';
import { useQuery } from '@tanstack/react-query';
import { currentIdToken } from '@/lib/call';
import { photosKeys } from './query-keys';

/** An image behind a signed-in GET route, as an object URL. */
async function fetchImage(path: string, signal: AbortSignal): Promise<string> {
  const token = await currentIdToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) throw new Error(`The image answered HTTP ${response.status}.`);
  return URL.createObjectURL(await response.blob());
}

/** The object URL of a photo's image; an image never changes under its id, so it is fetched once. */
export function usePhotoImage(id: string, size: PhotoSize) {
  return useQuery({
    queryKey: photosKeys.image(id, size),
    queryFn: ({ signal }) => fetchImage(photoPath(id, size), signal),
    staleTime: Infinity,
  });
}

/** docs/product.md §18.2: the workshop's logo in its `version` (accountGet's logoVersion), fetched once per version. */
export function useWorkshopLogoImage(version: string) {
  return useQuery({
    queryKey: photosKeys.logo(version),
    queryFn: ({ signal }) => fetchImage(workshopLogoPath(version), signal),
    staleTime: Infinity,
  });
}
