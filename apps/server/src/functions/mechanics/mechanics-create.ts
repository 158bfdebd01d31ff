import { createMechanic } from '../../data/mechanics.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Admins and managers add mechanics (docs/roles.md). */
export const mechanicsCreate = defineFunction('mechanicsCreate', {
  access: Access.permission('mechanics.manage'),
  handler: (input, { db, workshopId }) => createMechanic(db, workshopId, input.name),
});
