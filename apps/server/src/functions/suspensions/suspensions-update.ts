import { updateSuspension } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Saves the changed fields of a unit; a save based on an older version is refused with `aborted`. */
export const suspensionsUpdate = defineFunction('suspensionsUpdate', {
  access: Access.permission('customers.edit'),
  handler: (input, { db, workshopId, clock }) => updateSuspension(db, workshopId, input, clock()),
});
