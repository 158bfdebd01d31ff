import { getBikePhoto } from '../../data/photos.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §12.3: the bike's photo, or null. */
export const bikePhotoGet = defineFunction('bikePhotoGet', {
  access: Access.permission('workshop.use'),
  handler: (input, { db, workshopId }) => getBikePhoto(db, workshopId, input.bikeId),
});
