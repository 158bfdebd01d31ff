import { salesBalance } from '../../services/sales-payments.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.5: a repair's or a document's money, deposits shown on the repair; not-found for another workshop's. */
export const salesPaymentsList = defineFunction('salesPaymentsList', {
  access: Access.permission('sales.charge'),
  handler: (input, { db, workshopId, user, clock }) => salesBalance(db, { workshopId, userId: user.id, now: clock() }, input),
});
