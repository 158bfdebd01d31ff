import { FUNCTIONS } from '@rueda/domain';
import { importRepairs } from '../../data/repairs-import.ts';
import { defineFunction } from '../registry.ts';

/** Issue 4: repairs exported from the older app, any version; admins only. Each rejection says why. */
export const repairsImport = defineFunction({
  name: 'repairsImport',
  input: FUNCTIONS.repairsImport.input,
  access: { permission: 'repairs.import' },
  writesRepairs: true,
  handler: (input, { db, workshopId, clock }) => importRepairs(db, workshopId!, input.repairs, clock()),
});
