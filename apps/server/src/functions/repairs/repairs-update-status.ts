import { FUNCTIONS } from '@rueda/domain';
import { updateRepairStatus } from '../../data/repairs.ts';
import { defineFunction } from '../registry.ts';
import { writerOf } from './writer.ts';

/** SPEC.md §4: a new entry in the status list, which makes the repair's status. */
export const repairsUpdateStatus = defineFunction({
  name: 'repairsUpdateStatus',
  input: FUNCTIONS.repairsUpdateStatus.input,
  access: { permission: 'repairs.edit' },
  writesRepairs: true,
  handler: (input, context) => updateRepairStatus(context.db, writerOf(context), input),
});
