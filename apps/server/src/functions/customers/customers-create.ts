import { createCustomer } from '../../data/customers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

export const customersCreate = defineFunction('customersCreate', {
  access: Access.permission('customers.edit'),
  // The customers list shows them (their fields, bikes and search text).
  writes: ['customers'],
  handler: (input, { db, workshopId, clock }) => createCustomer(db, workshopId, input, clock()),
});
