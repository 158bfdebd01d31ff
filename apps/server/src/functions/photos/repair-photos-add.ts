import { addRepairPhoto, requireRepairId, resentRepairPhoto } from '../../data/photos.ts';
import { processPhoto } from '../../services/photo-images.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { changeOf } from '../writer.ts';

/**
 * docs/product.md §12.3: a photo of the bike's condition on the repair, with who took it and when. With a `changeId` (a
 * photo queued on a device, docs/product.md §30.1) it is added once, and a resend answers the photo added.
 */
export const repairPhotosAdd = defineFunction('repairPhotosAdd', {
  access: Access.permission('repairs.edit'),
  handler: async (input, context) => {
    const { db, workshopId, user, clock } = context;
    const change = changeOf(context, 'repairPhotosAdd', input.changeId);
    // A resend is answered before its image is decoded again; addRepairPhoto's claim still decides between sends at once.
    const resent = await resentRepairPhoto(db, change, input.repairId);
    if (resent) return resent;
    // Another workshop's repair is refused before the image is decoded.
    await requireRepairId(db, workshopId, input.repairId);
    const photo = await processPhoto(input.image, 'image');
    return addRepairPhoto(db, workshopId, input.repairId, photo, { userId: user.id }, clock(), change);
  },
});
