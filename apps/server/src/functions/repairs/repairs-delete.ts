import { deleteRepair } from '../../data/repairs.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

export const repairsDelete = defineFunction('repairsDelete', {
  access: Access.permission('repairs.delete'),
  writesRepairs: true,
  handler: async (input, { db, workshopId }) => {
    await deleteRepair(db, workshopId, input.id);
    return { deleted: true as const };
  },
});
