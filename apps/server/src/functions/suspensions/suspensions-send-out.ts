import { sendOutSuspension } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §13.4: a unit sent out to a suspension service centre, with the date sent. */
export const suspensionsSendOut = defineFunction('suspensionsSendOut', {
  access: Access.permission('customers.edit'),
  handler: async (input, { db, workshopId, clock, alerts }) => {
    const answer = await sendOutSuspension(db, workshopId, input, clock());
    alerts.changed(workshopId); // docs/product.md §14.3: a unit's due state may have changed
    return answer;
  },
});
