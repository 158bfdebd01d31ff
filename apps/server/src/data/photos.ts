// Photos kept on repairs and on bikes (docs/product.md §12.3, decision 020). Every read and write is
// scoped by the caller's workshop: another workshop's repair, bike or photo is not-found.
import { randomUUID } from 'node:crypto';
import { FunctionError, type PhotoSize, type TPhoto } from '@rueda/domain';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { photos, repairs, user } from '../db/schema.ts';
import { refuseOtherSubject, resentAnswer, withChange, type ClientChange } from './client-changes.ts';
import { requireBike } from './customers.ts';

/** A photo as kept: written again by sharp (services/photo-images.ts), with its thumbnail. */
export interface ProcessedPhoto {
  contentType: 'image/jpeg';
  image: Buffer;
  width: number;
  height: number;
  thumb: Buffer;
}

/** The columns a photo's description reads (never its images). */
const described = {
  id: photos.id,
  repairId: photos.repairId,
  bikeId: photos.bikeId,
  takenByUserId: photos.takenByUserId,
  takenByName: photos.takenByName,
  created: photos.created,
  contentType: photos.contentType,
  width: photos.width,
  height: photos.height,
  size: sql<number>`octet_length(${photos.image})`,
};
type DescribedRow = {
  [K in keyof typeof described]: K extends 'size' ? number : (typeof photos.$inferSelect)[K & keyof typeof photos.$inferSelect];
};

function photoOf(row: DescribedRow): TPhoto {
  return {
    id: row.id,
    repairId: row.repairId,
    bikeId: row.bikeId,
    takenBy: { userId: row.takenByUserId, name: row.takenByName },
    created: row.created.toISOString(),
    width: row.width,
    height: row.height,
    contentType: row.contentType,
    size: Number(row.size),
  };
}

export interface Taker {
  userId: string;
}

/** The account's name as it is now: a photo keeps it, so it still says who took it once the account goes. */
async function takerName(db: Executor, userId: string): Promise<string> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name ?? '';
}

/** Refuses with not-found a repair that is not one of the workshop's (`field` names the payload's field). */
export async function requireRepairId(db: Executor, workshopId: string, id: string, field = 'repairId'): Promise<void> {
  const [row] = await db
    .select({ id: repairs.id })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.id, id)));
  if (!row) throw new FunctionError('not-found', 'This repair does not exist.', { fields: [{ field, message: 'Unknown repair.' }] });
}

async function insertPhoto(
  db: Executor,
  workshopId: string,
  owner: { repairId: string } | { bikeId: string },
  photo: ProcessedPhoto,
  taker: Taker,
  now: Date,
): Promise<TPhoto> {
  const [row] = await db
    .insert(photos)
    .values({
      workshopId,
      id: randomUUID(),
      ...owner,
      takenByUserId: taker.userId,
      takenByName: await takerName(db, taker.userId),
      created: now,
      ...photo,
    })
    .returning(described);
  return photoOf(row!);
}

/**
 * repairPhotosAdd: the photo on the repair, who took it and when (the server's clock). With a device's `change`, added
 * once however often it is sent (docs/product.md §30.1).
 */
export async function addRepairPhoto(
  db: Db,
  workshopId: string,
  repairId: string,
  photo: ProcessedPhoto,
  taker: Taker,
  now: Date,
  change?: ClientChange,
): Promise<TPhoto> {
  return withChange(db, change, {
    apply: async (tx) => {
      await requireRepairId(tx, workshopId, repairId);
      return insertPhoto(tx, workshopId, { repairId }, photo, taker, now);
    },
    subjectOf: (added) => added.id,
    again: (tx, photoId) => photoAddedBefore(tx, workshopId, repairId, photoId),
  });
}

/** docs/product.md §30.1: a resend's answer, the photo its first send added, on the repair it names; not-found once deleted. */
async function photoAddedBefore(db: Executor, workshopId: string, repairId: string, photoId: string | null): Promise<TPhoto> {
  const [row] = await db
    .select(described)
    .from(photos)
    .where(and(eq(photos.workshopId, workshopId), eq(photos.id, photoId ?? '')));
  if (!row) throw new FunctionError('not-found', 'This photo does not exist.');
  refuseOtherSubject(repairId, row.repairId);
  return photoOf(row);
}

/** The answer to a resent photo, read before its image is decoded again; undefined when the change is new (or none). */
export async function resentRepairPhoto(db: Db, change: ClientChange | undefined, repairId: string): Promise<TPhoto | undefined> {
  if (!change) return undefined;
  return resentAnswer(db, change, (tx, photoId) => photoAddedBefore(tx, change.workshopId, repairId, photoId));
}

/** A repair's photos, oldest first (the order they were taken). */
export async function listRepairPhotos(db: Executor, workshopId: string, repairId: string): Promise<TPhoto[]> {
  await requireRepairId(db, workshopId, repairId);
  const rows = await db
    .select(described)
    .from(photos)
    .where(and(eq(photos.workshopId, workshopId), eq(photos.repairId, repairId)))
    .orderBy(asc(photos.created), photos.id);
  return rows.map(photoOf);
}

/** repairPhotosDelete: one of the workshop's repair photos. */
export async function deleteRepairPhoto(db: Db, workshopId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(photos)
    .where(and(eq(photos.workshopId, workshopId), eq(photos.id, id), isNotNull(photos.repairId)))
    .returning({ id: photos.id });
  if (deleted.length === 0)
    throw new FunctionError('not-found', 'This photo does not exist.', { fields: [{ field: 'id', message: 'Unknown photo.' }] });
}

export async function getBikePhoto(db: Executor, workshopId: string, bikeId: string): Promise<TPhoto | null> {
  await requireBike(db, workshopId, bikeId, { field: 'bikeId' });
  const [row] = await db
    .select(described)
    .from(photos)
    .where(and(eq(photos.workshopId, workshopId), eq(photos.bikeId, bikeId)));
  return row ? photoOf(row) : null;
}

/** bikePhotoSet: the bike's one photo, replacing the one it had, in one transaction. */
export async function setBikePhoto(db: Db, workshopId: string, bikeId: string, photo: ProcessedPhoto, taker: Taker, now: Date) {
  return db.transaction(async (tx) => {
    await requireBike(tx, workshopId, bikeId, { lock: true, field: 'bikeId' });
    await tx.delete(photos).where(and(eq(photos.workshopId, workshopId), eq(photos.bikeId, bikeId)));
    return insertPhoto(tx, workshopId, { bikeId }, photo, taker, now);
  });
}

/** bikePhotoDelete: the bike is left without a photo (one without is answered the same). */
export async function deleteBikePhoto(db: Db, workshopId: string, bikeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireBike(tx, workshopId, bikeId, { lock: true, field: 'bikeId' });
    await tx.delete(photos).where(and(eq(photos.workshopId, workshopId), eq(photos.bikeId, bikeId)));
  });
}

/** The image the GET route serves; undefined for a photo that is not the workshop's. */
export async function photoImage(db: Db, workshopId: string, id: string, size: PhotoSize) {
  const [row] = await db
    .select({ contentType: photos.contentType, bytes: size === 'thumb' ? photos.thumb : photos.image })
    .from(photos)
    .where(and(eq(photos.workshopId, workshopId), eq(photos.id, id)));
  return row;
}

/** Which of the customer's repairs and bikes a photo is on: the condition of customerPhotos and its delete. */
function ofCustomer(workshopId: string, repairIds: string[], bikeIds: string[]) {
  const owners = [
    ...(repairIds.length > 0 ? [inArray(photos.repairId, repairIds)] : []),
    ...(bikeIds.length > 0 ? [inArray(photos.bikeId, bikeIds)] : []),
  ];
  return owners.length > 0 ? and(eq(photos.workshopId, workshopId), or(...owners)) : undefined;
}

/** The photos on the customer's repairs and bikes (the access request of docs/product.md §11.5). */
export async function customerPhotos(db: Executor, workshopId: string, repairIds: string[], bikeIds: string[]): Promise<TPhoto[]> {
  const where = ofCustomer(workshopId, repairIds, bikeIds);
  if (!where) return [];
  const rows = await db.select(described).from(photos).where(where).orderBy(asc(photos.created), photos.id);
  return rows.map(photoOf);
}

/** Deletes the photos on the customer's repairs and bikes (the anonymising delete); answers how many. */
export async function deleteCustomerPhotos(tx: Executor, workshopId: string, repairIds: string[], bikeIds: string[]): Promise<number> {
  const where = ofCustomer(workshopId, repairIds, bikeIds);
  if (!where) return 0;
  const deleted = await tx.delete(photos).where(where).returning({ id: photos.id });
  return deleted.length;
}
