// docs/product.md §12.3 (decision 020): repair intake photos and a bike's photo against PostgreSQL —
// resized, upright and without EXIF, who and when recorded, bad input refused with nothing written,
// another workshop's repair, bike or photo not-found, and the GET route's checks.
import { PHOTO_MAX_BYTES, photoPath, type TPhoto } from '@rueda/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './test-server.ts';
import { INTAKE, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
});
afterAll(async () => server?.close());

/** A 3000×2000 JPEG a camera held upright would write: EXIF orientation 6 (turn 90° to show). */
async function cameraJpeg(): Promise<string> {
  const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3366cc' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  return bytes.toString('base64');
}

async function photoCount(workshopId: string): Promise<number> {
  const result = await server.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from photos where workshop_id = ${workshopId}`,
  );
  return result.rows[0]!.count;
}

async function fetchImage(path: string, token: string | null) {
  return fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('repair photos', () => {
  it('keeps a resized, upright photo without EXIF and its thumbnail, with who took it and when', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    server.clock.advance(60_000);
    const before = server.clock.now().getTime();
    const photo = await mechanic.ok('repairPhotosAdd', { repairId: repair.id, image: await cameraJpeg() });
    // Upright: the 3000×2000 landscape with orientation 6 is a 2000×3000 portrait, longest side 1600.
    expect(photo).toMatchObject({ repairId: repair.id, bikeId: null, width: 1067, height: 1600, contentType: 'image/jpeg' });
    expect(photo.takenBy).toEqual({ userId: mechanic.userId, name: 'Staff' });
    expect(Math.abs(new Date(photo.created).getTime() - before)).toBeLessThan(5_000);

    const large = await fetchImage(photoPath(photo.id, 'large'), await mechanic.token());
    expect(large.status).toBe(200);
    expect(large.headers.get('content-type')).toBe('image/jpeg');
    expect(large.headers.get('cache-control')).toContain('private');
    const largeMeta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect([largeMeta.width, largeMeta.height]).toEqual([1067, 1600]);
    expect(largeMeta.exif).toBeUndefined();
    expect(largeMeta.orientation).toBeUndefined();
    const thumb = await fetchImage(photoPath(photo.id, 'thumb'), await mechanic.token());
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([213, 320]);

    const second = await shop.admin.ok('repairPhotosAdd', { repairId: repair.id, image: `data:image/png;base64,${await tinyPng()}` });
    expect((await mechanic.ok('repairPhotosList', { repairId: repair.id })).map((p: TPhoto) => p.id)).toEqual([photo.id, second.id]);
    expect(await mechanic.ok('repairPhotosDelete', { id: photo.id })).toEqual({ deleted: true });
    expect((await mechanic.ok('repairPhotosList', { repairId: repair.id })).map((p: TPhoto) => p.id)).toEqual([second.id]);
    expect((await fetchImage(photoPath(photo.id, 'large'), await mechanic.token())).status).toBe(404);
    // A deleted repair takes its photos along.
    await shop.admin.ok('repairsDelete', { id: repair.id });
    expect((await fetchImage(photoPath(second.id, 'thumb'), await mechanic.token())).status).toBe(404);
  });

  it('refuses a photo over 5 MB and a file that is not an image, naming the field, writing nothing', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    const before = await photoCount(shop.id);
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await shop.admin.call('repairPhotosAdd', { repairId: repair.id, image: big.toString('base64') });
    expect(tooBig.status).toBe(400);
    expect(JSON.stringify(tooBig.body.error)).toContain('image');
    // A text file renamed .jpg, sent as a JPEG data URL: its bytes say otherwise.
    const text = Buffer.from('Esto no es una foto, es un texto con nombre de foto.jpg\n'.repeat(20)).toString('base64');
    const notImage = await shop.admin.call('repairPhotosAdd', { repairId: repair.id, image: `data:image/jpeg;base64,${text}` });
    expect(notImage.status).toBe(400);
    expect(notImage.body.error?.details).toMatchObject({ fields: [{ field: 'image' }] });
    // JPEG's first bytes and nothing a decoder can read.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]).toString('base64');
    expect((await shop.admin.call('repairPhotosAdd', { repairId: repair.id, image: broken })).status).toBe(400);
    expect((await shop.admin.call('bikePhotoSet', { bikeId: 'x', image: 'not base64 at all!' })).status).toBe(400);
    expect(await photoCount(shop.id)).toBe(before);
  });

  it('answers not-found for another workshop’s repair and photo, on the functions and the route', async () => {
    const theirs = await other.admin.ok('repairsCreate', INTAKE);
    const theirPhoto = await other.admin.ok('repairPhotosAdd', { repairId: theirs.id, image: await tinyPng() });
    const before = await photoCount(other.id);
    expect((await shop.admin.call('repairPhotosAdd', { repairId: theirs.id, image: await tinyPng() })).status).toBe(404);
    expect((await shop.admin.call('repairPhotosList', { repairId: theirs.id })).status).toBe(404);
    expect((await shop.admin.call('repairPhotosDelete', { id: theirPhoto.id })).status).toBe(404);
    const theirBike = (theirs.state.bike as { id: string }).id;
    expect((await shop.admin.call('bikePhotoSet', { bikeId: theirBike, image: await tinyPng() })).status).toBe(404);
    expect((await shop.admin.call('bikePhotoGet', { bikeId: theirBike })).status).toBe(404);
    expect((await shop.admin.call('bikePhotoDelete', { bikeId: theirBike })).status).toBe(404);
    expect(await photoCount(other.id)).toBe(before);

    const foreign = await fetchImage(photoPath(theirPhoto.id, 'large'), await shop.admin.token());
    const missing = await fetchImage(photoPath('no-such-photo', 'large'), await shop.admin.token());
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe(await missing.text());
    expect((await fetchImage(photoPath(theirPhoto.id, 'large'), null)).status).toBe(401);
    expect((await fetchImage(photoPath(theirPhoto.id, 'thumb').replace('thumb', 'huge'), await other.admin.token())).status).toBe(404);
    expect((await fetchImage(photoPath(theirPhoto.id, 'thumb'), await other.admin.token())).status).toBe(200);
  });
});

describe('bike photo', () => {
  it('keeps one photo per bike, replaced by the next, removed on delete; mechanics may set it', async () => {
    const customer = await shop.admin.ok('customersCreate', { name: 'Rosa', phone: '622 333 444' });
    const bike = await shop.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Orbea', model: 'Rise' });
    expect(await mechanic.ok('bikePhotoGet', { bikeId: bike.id })).toBeNull();
    const first = await mechanic.ok('bikePhotoSet', { bikeId: bike.id, image: await cameraJpeg() });
    expect(first).toMatchObject({ bikeId: bike.id, repairId: null, width: 1067, height: 1600 });
    const second = await mechanic.ok('bikePhotoSet', { bikeId: bike.id, image: await tinyPng() });
    expect(await mechanic.ok('bikePhotoGet', { bikeId: bike.id })).toMatchObject({ id: second.id, width: 40, height: 30 });
    expect((await fetchImage(photoPath(first.id, 'large'), await mechanic.token())).status).toBe(404);
    expect(await mechanic.ok('bikePhotoDelete', { bikeId: bike.id })).toEqual({ deleted: true });
    expect(await mechanic.ok('bikePhotoGet', { bikeId: bike.id })).toBeNull();
  });
});

/** A small PNG (40×30), smaller than the thumbnail: never enlarged. */
async function tinyPng(): Promise<string> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();
  return bytes.toString('base64');
}
