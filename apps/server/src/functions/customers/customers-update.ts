import { updateCustomer } from '../../data/customer-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Saves the changed fields; a save based on an older version is refused with `aborted` (docs/product.md §4). */
export const customersUpdate = defineFunction('customersUpdate', {
  access: Access.permission('customers.edit'),
  // The customers list shows them (their fields, bikes and search text).
  writes: ['customers'],
  handler: (input, { db, workshopId, clock }) => updateCustomer(db, workshopId, input, clock()),
});
