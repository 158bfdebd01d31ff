import { createMechanic } from '../../data/mechanics.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Admins and managers add mechanics (docs/roles.md). */
export const mechanicsCreate = defineFunction('mechanicsCreate', {
  access: Access.permission('mechanics.manage'),
  // The dashboard's work per mechanic names them (its snapshot, decision 027, is read again).
  writes: ['repairs'],
  handler: (input, { db, workshopId }) => createMechanic(db, workshopId, input.name),
});
