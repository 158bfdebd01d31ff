import { updateSuspension } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Saves the changed fields of a unit; a save based on an older version is refused with `aborted`. */
export const suspensionsUpdate = defineFunction('suspensionsUpdate', {
  access: Access.permission('customers.edit'),
  handler: async (input, { db, workshopId, clock, alerts }) => {
    const answer = await updateSuspension(db, workshopId, input, clock());
    alerts.changed(workshopId); // docs/product.md §14.3: a unit's due state may have changed
    return answer;
  },
});
