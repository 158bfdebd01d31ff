import { closeTill } from '../../services/till.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.6: the day closed with the cash counted, by whom; never reopened. */
export const tillClose = defineFunction('tillClose', {
  access: Access.permission('sales.charge'),
  handler: (input, { db, workshopId, user, clock }) => closeTill(db, { workshopId, userId: user.id, now: clock() }, input),
});
