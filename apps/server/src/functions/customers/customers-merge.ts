import { mergeCustomers } from '../../data/customer-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Two records of one person become one. It removes a customer, so it needs the deleting permission (docs/roles.md). */
export const customersMerge = defineFunction('customersMerge', {
  access: Access.permission('customers.delete'),
  // The merged customer's repairs now name the kept one: the repairs lists change.
  writes: ['repairs', 'customers'],
  handler: async (input, { db, workshopId, clock, alerts }) => {
    const kept = await mergeCustomers(db, workshopId, input, clock());
    alerts.changed(workshopId); // docs/product.md §14.3: the alerts now name the kept customer
    return kept;
  },
});
