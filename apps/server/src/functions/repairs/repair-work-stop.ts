import { stopWork } from '../../data/repair-work.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { changeOf, workTimeOf } from '../writer.ts';

/**
 * docs/product.md §17.4: the caller stops their own timer on a repair (a member unlinked since may still stop it). A stop
 * queued on a device gives the time it was pressed (`at`) and a `changeId` (docs/product.md §30.1).
 */
export const repairWorkStop = defineFunction('repairWorkStop', {
  access: Access.permission('repairs.edit'),
  // The dashboard's tracked time (its snapshot, decision 027) is read again.
  writes: ['repairs'],
  handler: (input, context) =>
    stopWork(
      context.db,
      { workshopId: context.workshopId, userId: context.user.id },
      input.repairId,
      workTimeOf(context, input.at),
      changeOf(context, 'repairWorkStop', input.changeId),
    ),
});
