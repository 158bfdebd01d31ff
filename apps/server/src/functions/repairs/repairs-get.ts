import { FUNCTIONS } from '@rueda/domain';
import { getRepair } from '../../data/repairs.ts';
import { defineFunction } from '../registry.ts';

/** Issue 4: one repair as version 4; with `withStored`, also the document as stored (legacy page). */
export const repairsGet = defineFunction({
  name: 'repairsGet',
  input: FUNCTIONS.repairsGet.input,
  access: { permission: 'workshop.use' },
  handler: async (input, { db, workshopId, clock }) => {
    const { repair, storedVersion, stored } = await getRepair(db, workshopId!, input.id, clock());
    return { repair, storedVersion, stored: input.withStored ? stored : null };
  },
});
