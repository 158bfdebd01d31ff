import { sendOutSuspension } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** issue 12 point 5: a unit sent out to a suspension service centre, with the date sent. */
export const suspensionsSendOut = defineFunction('suspensionsSendOut', {
  access: Access.permission('customers.edit'),
  handler: async (input, { db, workshopId, clock, alerts }) => {
    const answer = await sendOutSuspension(db, workshopId, input, clock());
    alerts.changed(workshopId); // issue 12 point 6: a unit's due state may have changed
    return answer;
  },
});
