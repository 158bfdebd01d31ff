import { getTill } from '../../services/till.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.6: the day's till and its day report, today in the workshop's zone unless a day is named. */
export const tillGet = defineFunction('tillGet', {
  access: Access.permission('sales.charge'),
  handler: (input, { db, workshopId, user, clock }) => getTill(db, { workshopId, userId: user.id, now: clock() }, input.day),
});
