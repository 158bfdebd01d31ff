// docs/product.md §18.2: the workshop's logo, shown on the work order and the invoices. As a photo's (decision 020),
// the bytes are sniffed, never the name or type a browser gives, and written again by sharp: a PNG (logos are
// drawings, often on a transparent background) of at most LOGO_SIDE a side, without any metadata.
import { invalidField, LOGO_MAX_BYTES, LOGO_SIDE } from '@rueda/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Executor } from '../db/client.ts';
import { workshopLogos } from '../db/schema.ts';
import { sniffImage } from './photo-images.ts';

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

/** Keeps the workshop's logo (null removes it). */
export async function writeLogo(db: Executor, workshopId: string, image: Buffer | null, now: Date): Promise<void> {
  if (!image) {
    await db.delete(workshopLogos).where(eq(workshopLogos.workshopId, workshopId));
    return;
  }
  await db
    .insert(workshopLogos)
    .values({ workshopId, image, updatedAt: now })
    .onConflictDoUpdate({ target: workshopLogos.workshopId, set: { image, updatedAt: now } });
}

export async function readLogo(db: Executor, workshopId: string): Promise<{ image: Buffer; updatedAt: Date } | undefined> {
  const [row] = await db
    .select({ image: workshopLogos.image, updatedAt: workshopLogos.updatedAt })
    .from(workshopLogos)
    .where(eq(workshopLogos.workshopId, workshopId));
  return row;
}
