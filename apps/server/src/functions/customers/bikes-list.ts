import { listBikes, requireCustomer } from '../../data/customers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** A customer's bikes, newest first; the customer must be one of the caller's workshop. */
export const bikesList = defineFunction('bikesList', {
  access: Access.permission('workshop.use'),
  handler: async (input, { db, workshopId }) => {
    await requireCustomer(db, workshopId, input.customerId);
    return listBikes(db, workshopId, input.customerId);
  },
});
