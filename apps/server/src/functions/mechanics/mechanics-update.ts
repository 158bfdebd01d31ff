import { updateMechanic } from '../../data/mechanics.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Renames a mechanic or sets the active flag (an inactive mechanic stays on past repairs). */
export const mechanicsUpdate = defineFunction('mechanicsUpdate', {
  access: Access.permission('mechanics.manage'),
  // The dashboard's work per mechanic names them (its snapshot, decision 027, is read again).
  writes: ['repairs'],
  handler: ({ id, ...changes }, { db, workshopId, clock }) => updateMechanic(db, workshopId, id, changes, clock()),
});
