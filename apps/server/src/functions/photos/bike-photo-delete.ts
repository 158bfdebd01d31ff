import { deleteBikePhoto } from '../../data/photos.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §12.3: the bike is left without a photo. */
export const bikePhotoDelete = defineFunction('bikePhotoDelete', {
  access: Access.permission('customers.edit'),
  handler: async (input, { db, workshopId }) => {
    await deleteBikePhoto(db, workshopId, input.bikeId);
    return { deleted: true as const };
  },
});
