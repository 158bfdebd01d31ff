import { listRepairPhotos } from '../../data/photos.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §12.3: the repair's photos, oldest first. */
export const repairPhotosList = defineFunction('repairPhotosList', {
  access: Access.permission('workshop.use'),
  handler: (input, { db, workshopId }) => listRepairPhotos(db, workshopId, input.repairId),
});
