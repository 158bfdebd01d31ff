// docs/product.md §12.3: a chosen or photographed file, ready to upload. The server checks the bytes,
// the 5 MB limit and resizes (decision 020); the client refuses early what the server would refuse anyway.
import { PHOTO_MAX_BYTES } from '@rueda/domain';

export class PhotoTooBigError extends Error {}

/** The file's bytes as base64 (without a data URL's prefix), refused above `maxBytes` (a photo's 5 MB) before anything is sent. */
export function base64OfFile(file: Blob, maxBytes = PHOTO_MAX_BYTES): Promise<string> {
  if (file.size > maxBytes) return Promise.reject(new PhotoTooBigError(String(file.size)));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
