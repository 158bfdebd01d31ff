import { FUNCTIONS } from '@rueda/domain';
import { setRepairPayment } from '../../data/repairs.ts';
import { defineFunction } from '../registry.ts';
import { writerOf } from './writer.ts';

/** SPEC.md §4 payment; money is for roles with repairs.pricing (docs/roles.md). */
export const repairsSetPayment = defineFunction({
  name: 'repairsSetPayment',
  input: FUNCTIONS.repairsSetPayment.input,
  access: { permission: 'repairs.pricing' },
  writesRepairs: true,
  handler: (input, context) => setRepairPayment(context.db, writerOf(context), input),
});
