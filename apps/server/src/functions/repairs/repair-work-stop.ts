import { stopWork } from '../../data/repair-work.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §17.4: the caller stops their own timer on a repair (a member unlinked since may still stop it). */
export const repairWorkStop = defineFunction('repairWorkStop', {
  access: Access.permission('repairs.edit'),
  // The dashboard's tracked time (its snapshot, decision 027) is read again.
  writes: ['repairs'],
  handler: ({ repairId }, { db, workshopId, user, clock }) => stopWork(db, { workshopId, userId: user.id }, repairId, clock()),
});
