import { openTill } from '../../services/till.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.6: the day's opening float, given once. */
export const tillOpen = defineFunction('tillOpen', {
  access: Access.permission('sales.charge'),
  handler: (input, { db, workshopId, user, clock }) => openTill(db, { workshopId, userId: user.id, now: clock() }, input),
});
