import { FUNCTIONS } from '@rueda/domain';
import { createRepair } from '../../data/repairs.ts';
import { defineFunction } from '../registry.ts';
import { writerOf } from './writer.ts';

/** Issue 4 fast intake: a repair for a new or an existing customer and bike, in one call. */
export const repairsCreate = defineFunction({
  name: 'repairsCreate',
  input: FUNCTIONS.repairsCreate.input,
  access: { permission: 'repairs.edit' },
  writesRepairs: true,
  handler: (input, context) => createRepair(context.db, writerOf(context), input),
});
