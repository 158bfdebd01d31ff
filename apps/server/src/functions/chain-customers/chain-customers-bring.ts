import { bringChainCustomer } from '../../services/chain-customers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.5: a consenting customer of another workshop of the chain becomes this workshop's, with their bikes. */
export const chainCustomersBring = defineFunction('chainCustomersBring', {
  access: Access.permission('customers.edit'),
  // The customers list shows the new customer.
  writes: ['customers'],
  handler: async (input, { db, workshopId, clock }) =>
    bringChainCustomer(db, { workshopId, fromWorkshopId: input.workshopId, customerId: input.customerId, now: clock() }),
});
