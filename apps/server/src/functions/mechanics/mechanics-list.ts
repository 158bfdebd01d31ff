import { listMechanics } from '../../data/mechanics.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §3 mechanics: everyone in the workshop reads them. */
export const mechanicsList = defineFunction('mechanicsList', {
  access: Access.permission('workshop.use'),
  handler: (_input, { db, workshopId }) => listMechanics(db, workshopId),
});
