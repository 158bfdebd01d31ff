import { moveTill } from '../../services/till.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.6: cash put in the drawer or taken out, with the reason; refused on a closed day. */
export const tillMove = defineFunction('tillMove', {
  access: Access.permission('sales.charge'),
  handler: (input, { db, workshopId, user, clock }) => moveTill(db, { workshopId, userId: user.id, now: clock() }, input),
});
