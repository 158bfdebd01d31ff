import { listParts } from '../../data/parts.ts';
import { requireRepair } from '../../services/parts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §31.2: a repair's parts, or the Pedidos view's (the states asked), of the caller's workshop. */
export const partsList = defineFunction('partsList', {
  access: Access.permission('workshop.use'),
  handler: async (input, { db, workshopId, clock }) => {
    const now = clock();
    if (input.repairId !== undefined) await requireRepair(db, workshopId, input.repairId, now);
    return listParts(db, workshopId, input, now);
  },
});
