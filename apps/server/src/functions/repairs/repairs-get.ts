import { getRepair } from '../../data/repairs.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §7: one repair as version 4; with `withStored`, also the document as stored (legacy page). */
export const repairsGet = defineFunction('repairsGet', {
  access: Access.permission('workshop.use'),
  handler: async (input, { db, workshopId, clock }) => {
    const { repair, storedVersion, stored } = await getRepair(db, workshopId, input.id, clock());
    return { repair, storedVersion, stored: input.withStored ? stored : null };
  },
});
