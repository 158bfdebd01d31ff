import { getBikePage } from '../../data/bike-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** One of the workshop's bikes with its owner and its history: every repair of it, newest first, whoever owned it then. */
export const bikesGet = defineFunction('bikesGet', {
  access: Access.permission('workshop.use'),
  handler: (input, { db, workshopId, clock }) => getBikePage(db, workshopId, input.id, clock()),
});
