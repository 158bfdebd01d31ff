import { takeDeposit } from '../../services/sales-payments.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.5: a deposit on a repair when it is booked or approved, deducted on its invoice. */
export const salesDepositsTake = defineFunction('salesDepositsTake', {
  access: Access.permission('sales.charge'),
  writes: ['repairs'],
  handler: (input, { db, workshopId, user, clock }) => takeDeposit(db, { workshopId, userId: user.id, now: clock() }, input),
});
