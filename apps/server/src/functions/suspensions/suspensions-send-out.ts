import { sendOutSuspension } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** issue 12 point 5: a unit sent out to a suspension service centre, with the date sent. */
export const suspensionsSendOut = defineFunction('suspensionsSendOut', {
  access: Access.permission('customers.edit'),
  handler: (input, { db, workshopId, clock }) => sendOutSuspension(db, workshopId, input, clock()),
});
