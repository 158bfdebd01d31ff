import { refundPayment } from '../../services/sales-payments.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.5: money is never edited; a mistaken payment or deposit is undone by a refund with its reason. */
export const salesPaymentsRefund = defineFunction('salesPaymentsRefund', {
  access: Access.permission('sales.charge'),
  writes: ['repairs'],
  handler: (input, { db, workshopId, user, clock }) => refundPayment(db, { workshopId, userId: user.id, now: clock() }, input),
});
