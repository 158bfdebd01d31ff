import { listSuspensions } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The bike's fork and shock with their services and what is due (docs/product.md §13); the bike must be the caller's workshop's. */
export const suspensionsList = defineFunction('suspensionsList', {
  access: Access.permission('workshop.use'),
  handler: (input, { db, workshopId, clock }) => listSuspensions(db, workshopId, input.bikeId, clock()),
});
