import { repairsToCall } from '../../data/parts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §31.2: the caller's workshop's repairs whose parts are all in and whose customer has not been told. */
export const partsToCall = defineFunction('partsToCall', {
  access: Access.permission('workshop.use'),
  handler: (_input, { db, workshopId, clock }) => repairsToCall(db, workshopId, clock()),
});
