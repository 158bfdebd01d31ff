import { deleteCustomer } from '../../data/customer-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Deletes a customer without repairs, and their bikes; one with repairs is failed-precondition. */
export const customersDelete = defineFunction('customersDelete', {
  access: Access.permission('customers.delete'),
  // The customers list shows them (their fields, bikes and search text).
  writes: ['customers'],
  handler: async (input, { db, workshopId }) => {
    await deleteCustomer(db, workshopId, input.id);
    return { deleted: true as const };
  },
});
