// SPEC.md §3 mechanics: everyone in the workshop reads them; admins and managers change them.
import { FUNCTIONS } from '@rueda/domain';
import { createMechanic, listMechanics, updateMechanic } from '../../data/mechanics.ts';
import { defineFunction } from '../registry.ts';

export const mechanicsList = defineFunction({
  name: 'mechanicsList',
  input: FUNCTIONS.mechanicsList.input,
  access: { permission: 'workshop.use' },
  handler: (_input, { db, workshopId }) => listMechanics(db, workshopId!),
});

export const mechanicsCreate = defineFunction({
  name: 'mechanicsCreate',
  input: FUNCTIONS.mechanicsCreate.input,
  access: { permission: 'mechanics.manage' },
  handler: (input, { db, workshopId }) => createMechanic(db, workshopId!, input.name),
});

/** Renames a mechanic or sets the active flag (an inactive mechanic stays on past repairs). */
export const mechanicsUpdate = defineFunction({
  name: 'mechanicsUpdate',
  input: FUNCTIONS.mechanicsUpdate.input,
  access: { permission: 'mechanics.manage' },
  handler: ({ id, ...changes }, { db, workshopId, clock }) => updateMechanic(db, workshopId!, id, changes, clock()),
});
