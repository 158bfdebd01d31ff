import { createSuspension } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Registers a fork or shock on one of the workshop's bikes; its intervals default to the manufacturers' (issue 12 point 5). */
export const suspensionsCreate = defineFunction('suspensionsCreate', {
  access: Access.permission('customers.edit'),
  handler: (input, { db, workshopId, clock }) => createSuspension(db, workshopId, input, clock()),
});
