import { requireBike } from '../../data/customers.ts';
import { setBikePhoto } from '../../data/photos.ts';
import { processPhoto } from '../../services/photo-images.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §12.3: the bike's one photo, resized on upload; it replaces the one before. */
export const bikePhotoSet = defineFunction('bikePhotoSet', {
  access: Access.permission('customers.edit'),
  handler: async (input, { db, workshopId, user, clock }) => {
    await requireBike(db, workshopId, input.bikeId, { field: 'bikeId' });
    const photo = await processPhoto(input.image, 'image');
    return setBikePhoto(db, workshopId, input.bikeId, photo, { userId: user.id }, clock());
  },
});
