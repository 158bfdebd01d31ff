import { closeWithoutCharge } from '../../services/sales-payments.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.5: a warranty or sponsorship repair closed without charging, as the workshop chooses. */
export const salesRepairsCloseWithoutCharge = defineFunction('salesRepairsCloseWithoutCharge', {
  access: Access.permission('sales.charge'),
  writes: ['repairs'],
  handler: (input, { db, workshopId, user, clock }) => closeWithoutCharge(db, { workshopId, userId: user.id, now: clock() }, input),
});
