import { includeRepairLine } from '../../data/repair-lines.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §3: puts back in the total a line the customer declined through the repair link. It changes what
 * the repair charges, so it is for roles with repairs.pricing (docs/roles.md); the repair must be the caller's.
 */
export const repairsIncludeLine = defineFunction('repairsIncludeLine', {
  access: Access.permission('repairs.pricing'),
  writes: ['repairs'],
  handler: (input, context) =>
    includeRepairLine(context.db, { workshopId: context.workshopId, userId: context.user.id, now: context.clock() }, input),
});
