import { FUNCTIONS } from '@rueda/domain';
import { updateRepair } from '../../data/repairs.ts';
import { defineFunction } from '../registry.ts';
import { writerOf } from './writer.ts';

/** Issue 4 repair page: saves changed fields; a save based on an older version is refused with `aborted`. */
export const repairsUpdate = defineFunction({
  name: 'repairsUpdate',
  input: FUNCTIONS.repairsUpdate.input,
  access: { permission: 'repairs.edit' },
  writesRepairs: true,
  handler: (input, context) => updateRepair(context.db, writerOf(context), input),
});
