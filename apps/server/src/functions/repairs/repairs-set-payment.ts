import { setRepairPayment } from '../../data/repairs.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/** docs/product.md §4 payment; money is for roles with repairs.pricing (docs/roles.md). */
export const repairsSetPayment = defineFunction('repairsSetPayment', {
  access: Access.permission('repairs.pricing'),
  writes: ['repairs'],
  handler: (input, context) => setRepairPayment(context.db, writerOf(context), input),
});
