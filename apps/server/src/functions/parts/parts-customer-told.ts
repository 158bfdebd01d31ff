import { markCustomerTold } from '../../data/parts.ts';
import { requireRepair } from '../../services/parts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §31.2: the customer of a repair of the caller's workshop was told its parts are in. */
export const partsCustomerTold = defineFunction('partsCustomerTold', {
  access: Access.permission('repairs.edit'),
  handler: async (input, { db, workshopId, clock }) => {
    const now = clock();
    await requireRepair(db, workshopId, input.repairId, now);
    return { told: await markCustomerTold(db, workshopId, input.repairId, now) };
  },
});
