// docs/product.md §18.2: the workshop's logo, shown on the work order and the invoices, kept as the PNG
// that services/photo-images.ts's processLogo wrote.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { workshopLogos } from '../db/schema.ts';

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

/** When the workshop's logo was last written (its version), without reading its image; undefined without one. */
export async function logoUpdatedAt(db: Executor, workshopId: string): Promise<Date | undefined> {
  const [row] = await db.select({ updatedAt: workshopLogos.updatedAt }).from(workshopLogos).where(eq(workshopLogos.workshopId, workshopId));
  return row?.updatedAt;
}
