import { recordDocumentPayments } from '../../services/sales-payments.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.5: a document paid one way or several; a repair's payment state follows, so its lists change. */
export const salesPaymentsRecord = defineFunction('salesPaymentsRecord', {
  access: Access.permission('sales.charge'),
  writes: ['repairs'],
  handler: (input, { db, workshopId, user, clock }) => recordDocumentPayments(db, { workshopId, userId: user.id, now: clock() }, input),
});
