import { startWork } from '../../data/repair-work.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { changeOf, workTimeOf } from '../writer.ts';

/**
 * docs/product.md §17.4: the caller starts their work timer on a repair, as the mechanic their membership links
 * them to (failed-precondition 'no-mechanic' without one). Whoever may work on repairs may time their own work.
 * A start queued on a device gives the time it was pressed (`at`) and a `changeId` (docs/product.md §30.1).
 */
export const repairWorkStart = defineFunction('repairWorkStart', {
  access: Access.permission('repairs.edit'),
  // A start may stop another session: the dashboard's tracked time (its snapshot, decision 027) is read again.
  writes: ['repairs'],
  handler: (input, context) =>
    startWork(
      context.db,
      { workshopId: context.workshopId, userId: context.user.id },
      input.repairId,
      workTimeOf(context, input.at),
      changeOf(context, 'repairWorkStart', input.changeId),
    ),
});
