import { returnSuspension } from '../../data/suspensions.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** issue 12 point 5: the date a unit sent out came back; failed-precondition (reason 'not-sent-out') if it never went. */
export const suspensionsReturn = defineFunction('suspensionsReturn', {
  access: Access.permission('customers.edit'),
  handler: (input, { db, workshopId, clock }) => returnSuspension(db, workshopId, input, clock()),
});
