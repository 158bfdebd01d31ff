import { createSuspension } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Registers a fork or shock on one of the workshop's bikes; its intervals default to the manufacturers' (docs/product.md §13.1). */
export const suspensionsCreate = defineFunction('suspensionsCreate', {
  access: Access.permission('customers.edit'),
  handler: async (input, { db, workshopId, clock, alerts }) => {
    const answer = await createSuspension(db, workshopId, input, clock());
    alerts.changed(workshopId); // docs/product.md §14.3: a unit's due state may have changed
    return answer;
  },
});
