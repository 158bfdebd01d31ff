import { reorderServices } from '../../data/catalogue-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** A kind's order after a drag: the items given take position 0, 1, 2… (what the repair page offers first). */
export const servicesReorder = defineFunction('servicesReorder', {
  access: Access.permission('services.manage'),
  writes: ['catalogue'],
  handler: async (input, { db, workshopId }) => ({ reordered: await reorderServices(db, workshopId, input.kind, input.ids) }),
});
