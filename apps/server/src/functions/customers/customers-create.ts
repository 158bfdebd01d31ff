import { createCustomer } from '../../data/customers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

export const customersCreate = defineFunction('customersCreate', {
  access: Access.permission('customers.edit'),
  handler: (input, { db, workshopId, clock }) => createCustomer(db, workshopId, input, clock()),
});
