// Photos (docs/product.md §12.3): a bike's one photo and the photos of a repair's intake, uploaded as
// base64 inside a callable function and served by an authenticated GET route (decision 020).
import { z } from 'zod';
import { ZChangeIdSchema } from '../client-changes.ts';
import { ZIdSchema } from '../repairs/functions.ts';

const isoDate = z.iso.datetime({ offset: true });

/** docs/product.md §12.3: a photo of at most 5 MB is accepted (the bytes as sent, before resizing). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The longest side of the stored photo and of its thumbnail, in pixels. */
export const PHOTO_LARGE_SIDE = 1600;
export const PHOTO_THUMB_SIDE = 320;
/** The sizes the GET route serves. */
export const PHOTO_SIZES = ['large', 'thumb'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** Where a photo's image is served (GET with the ID token as Bearer): `/api/photos/{id}/{size}`. */
export function photoPath(id: string, size: PhotoSize): string {
  return `/api/photos/${encodeURIComponent(id)}/${size}`;
}

/** A base64 image as it travels; 5 MB of bytes is about 6.7 million characters, longer is refused unread. */
export const ZPhotoImageSchema = z
  .string()
  .max(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 4096, { message: 'The photo is larger than 5 MB.' })
  // A data URL's prefix (what a FileReader gives) is allowed and dropped.
  .transform((value) => value.replace(/^data:[^,]*,/, ''))
  .refine((value) => value.length > 0 && /^[A-Za-z0-9+/\r\n]*={0,2}\s*$/.test(value), { message: 'The photo must be base64.' });

/** A stored photo's description: its image is fetched from photoPath. */
export const ZPhotoSchema = z.object({
  id: z.string(),
  repairId: z.string().nullable(),
  bikeId: z.string().nullable(),
  /** Who took it (docs/product.md §12.3): their account and the name it had then. */
  takenBy: z.object({ userId: z.string(), name: z.string() }),
  /** When it was uploaded, by the server's clock. */
  created: isoDate,
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.string(),
  /** Bytes of the stored (resized) photo. */
  size: z.number().int(),
});
export type TPhoto = z.infer<typeof ZPhotoSchema>;

/** `changeId`: docs/product.md §30.1, a photo queued on a device is added once however often it is sent. */
export const ZRepairPhotosAddInputSchema = z.object({
  repairId: ZIdSchema,
  image: ZPhotoImageSchema,
  changeId: ZChangeIdSchema.optional(),
});
export const ZRepairPhotosListInputSchema = z.object({ repairId: ZIdSchema });
export const ZPhotoIdInputSchema = z.object({ id: ZIdSchema });
export const ZBikePhotoSetInputSchema = z.object({ bikeId: ZIdSchema, image: ZPhotoImageSchema });
export const ZBikePhotoInputSchema = z.object({ bikeId: ZIdSchema });
