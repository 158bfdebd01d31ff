import { deleteRepairPhoto } from '../../data/photos.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §12.3: removes one of the workshop's repair photos. */
export const repairPhotosDelete = defineFunction('repairPhotosDelete', {
  access: Access.permission('repairs.edit'),
  handler: async (input, { db, workshopId }) => {
    await deleteRepairPhoto(db, workshopId, input.id);
    return { deleted: true as const };
  },
});
