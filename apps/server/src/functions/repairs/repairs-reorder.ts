import { reorderRepairs } from '../../data/repairs.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The board after a drag: the repairs given take orderPosition 0, 1, 2… (docs/product.md §4 ordering). */
export const repairsReorder = defineFunction('repairsReorder', {
  access: Access.permission('repairs.edit'),
  writes: ['repairs'],
  handler: async (input, { db, workshopId }) => ({ reordered: await reorderRepairs(db, workshopId, input.ids) }),
});
