import { currentWork } from '../../data/repair-work.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §17.4: the caller's running session, for the board's mark (one call for the whole board). */
export const repairWorkCurrent = defineFunction('repairWorkCurrent', {
  access: Access.permission('workshop.use'),
  handler: (_input, { db, workshopId, user }) => currentWork(db, { workshopId, userId: user.id }),
});
