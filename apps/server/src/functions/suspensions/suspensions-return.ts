import { returnSuspension } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** issue 12 point 5: the date a unit sent out came back; failed-precondition (reason 'not-sent-out') if it never went. */
export const suspensionsReturn = defineFunction('suspensionsReturn', {
  access: Access.permission('customers.edit'),
  handler: async (input, { db, workshopId, clock, alerts }) => {
    const answer = await returnSuspension(db, workshopId, input, clock());
    alerts.changed(workshopId); // issue 12 point 6: a unit's due state may have changed
    return answer;
  },
});
