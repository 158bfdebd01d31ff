import { addRepairPhoto, requireRepairId } from '../../data/photos.ts';
import { processPhoto } from '../../services/photo-images.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §12.3: a photo of the bike's condition on the repair, with who took it and when. */
export const repairPhotosAdd = defineFunction('repairPhotosAdd', {
  access: Access.permission('repairs.edit'),
  handler: async (input, { db, workshopId, user, clock }) => {
    // Another workshop's repair is refused before the image is decoded.
    await requireRepairId(db, workshopId, input.repairId);
    const photo = await processPhoto(input.image, 'image');
    return addRepairPhoto(db, workshopId, input.repairId, photo, { userId: user.id }, clock());
  },
});
