// docs/product.md §12.3: what an uploaded photo becomes (decision 020). The bytes are sniffed, never
// the name or type a browser gives; the image is turned upright by its EXIF orientation, resized and
// written again as JPEG, which drops EXIF (location, camera) and every other metadata.
import { invalidField, LOGO_MAX_BYTES, LOGO_SIDE, PHOTO_LARGE_SIDE, PHOTO_MAX_BYTES, PHOTO_THUMB_SIDE } from '@rueda/domain';
import sharp from 'sharp';
import type { ProcessedPhoto } from '../data/photos.ts';

// Two cores serve every request: one image at a time uses one thread.
sharp.concurrency(1);

/** The formats a camera or a gallery gives that sharp's prebuilt binaries decode, by their first bytes. */
export function sniffImage(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'tiff' | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'tiff';
  return null;
}

/** The base64 text's bytes, refused (naming `field`) above 5 MB or when they are not an image. */
export async function processPhoto(base64: string, field: string): Promise<ProcessedPhoto> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > PHOTO_MAX_BYTES) throw invalidField(field, 'The photo is larger than 5 MB.');
  if (!sniffImage(bytes)) throw invalidField(field, 'The file is not an image.');
  try {
    // A picture of more than 50 megapixels is refused before it is decoded (a decompression bomb).
    const upright = sharp(bytes, { limitInputPixels: 50_000_000, animated: false }).rotate();
    const large = await upright
      .clone()
      .resize({ width: PHOTO_LARGE_SIDE, height: PHOTO_LARGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(large.data)
      .resize({ width: PHOTO_THUMB_SIDE, height: PHOTO_THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { contentType: 'image/jpeg', image: large.data, width: large.info.width, height: large.info.height, thumb };
  } catch {
    throw invalidField(field, 'The file is not an image that can be read.');
  }
}

/**
 * docs/product.md §18.2: the workshop's logo, sniffed as a photo is and written again by sharp as a PNG (logos
 * are drawings, often on a transparent background) of at most LOGO_SIDE a side, without any metadata.
 */
/** The uploaded file as the PNG that is kept; refused on `logo` above 2 MB or when it is not an image. */
export async function processLogo(base64: string): Promise<Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw invalidField('logo', 'The logo is larger than 2 MB.');
  if (!sniffImage(bytes)) throw invalidField('logo', 'The file is not an image.');
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize({ width: LOGO_SIDE, height: LOGO_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw invalidField('logo', 'The file is not an image that can be read.');
  }
}
