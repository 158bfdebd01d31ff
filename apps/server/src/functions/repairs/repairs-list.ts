import { FUNCTIONS } from '@rueda/domain';
import { listRepairs } from '../../data/repairs.ts';
import { defineFunction } from '../registry.ts';

/** Issue 4: the repairs of a timeframe (a state.created range), filtered, ordered as SPEC.md §4 says, a page at a time. */
export const repairsList = defineFunction({
  name: 'repairsList',
  input: FUNCTIONS.repairsList.input,
  access: { permission: 'workshop.use' },
  handler: (input, { db, workshopId, clock }) => listRepairs(db, workshopId!, input, clock()),
});
