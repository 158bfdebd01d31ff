import { FUNCTIONS } from '@rueda/domain';
import { reorderRepairs } from '../../data/repairs.ts';
import { defineFunction } from '../registry.ts';

/** The board after a drag: the repairs given take orderPosition 0, 1, 2… (SPEC.md §4 ordering). */
export const repairsReorder = defineFunction({
  name: 'repairsReorder',
  input: FUNCTIONS.repairsReorder.input,
  access: { permission: 'repairs.edit' },
  writesRepairs: true,
  handler: async (input, { db, workshopId }) => ({ reordered: await reorderRepairs(db, workshopId!, input.ids) }),
});
