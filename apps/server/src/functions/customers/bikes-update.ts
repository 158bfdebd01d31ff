import { updateBike } from '../../data/bike-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Saves the changed fields; a save based on an older version is refused with `aborted`. */
export const bikesUpdate = defineFunction('bikesUpdate', {
  access: Access.permission('customers.edit'),
  // The customers list shows them (their fields, bikes and search text).
  writes: ['customers'],
  handler: (input, { db, workshopId, clock }) => updateBike(db, workshopId, input, clock()),
});
