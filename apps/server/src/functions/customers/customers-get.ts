import { getCustomerPage } from '../../data/customer-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** One of the workshop's customers with their bikes, repairs (newest first), total spent and last visit. */
export const customersGet = defineFunction('customersGet', {
  access: Access.permission('workshop.use'),
  handler: (input, { db, workshopId, clock }) => getCustomerPage(db, workshopId, input.id, clock()),
});
