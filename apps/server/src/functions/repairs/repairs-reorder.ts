import { reorderRepairs } from '../../data/repairs.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { changeOf } from '../writer.ts';

/**
 * The board after a drag: the repairs given take orderPosition 0, 1, 2… (docs/product.md §4 ordering); with a `changeId`,
 * once (docs/product.md §30.1).
 */
export const repairsReorder = defineFunction('repairsReorder', {
  access: Access.permission('repairs.edit'),
  writes: ['repairs'],
  handler: async (input, context) => ({
    reordered: await reorderRepairs(context.db, context.workshopId, input.ids, changeOf(context, 'repairsReorder', input.changeId)),
  }),
});
