import { returnSuspension } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §13.4: the date a unit sent out came back; failed-precondition (reason 'not-sent-out') if it never went. */
export const suspensionsReturn = defineFunction('suspensionsReturn', {
  access: Access.permission('customers.edit'),
  handler: async (input, { db, workshopId, clock, alerts }) => {
    const answer = await returnSuspension(db, workshopId, input, clock());
    alerts.changed(workshopId); // docs/product.md §14.3: a unit's due state may have changed
    return answer;
  },
});
