import { getRepairWork } from '../../data/repair-work.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §17.4: a repair's work sessions and its time per mechanic; everyone in the workshop reads them. */
export const repairWorkGet = defineFunction('repairWorkGet', {
  access: Access.permission('workshop.use'),
  handler: ({ repairId }, { db, workshopId, user, clock }) => getRepairWork(db, { workshopId, userId: user.id }, repairId, clock()),
});
