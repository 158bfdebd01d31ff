import { FUNCTIONS } from '@rueda/domain';
import { deleteRepair } from '../../data/repairs.ts';
import { defineFunction } from '../registry.ts';

export const repairsDelete = defineFunction({
  name: 'repairsDelete',
  input: FUNCTIONS.repairsDelete.input,
  access: { permission: 'repairs.delete' },
  writesRepairs: true,
  handler: async (input, { db, workshopId }) => {
    await deleteRepair(db, workshopId!, input.id);
    return { deleted: true as const };
  },
});
