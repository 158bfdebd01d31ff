import { listCustomers } from '../../data/customers-list.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The workshop's customers found by name, phone, email or tax id (the fast intake's search). */
export const customersList = defineFunction('customersList', {
  access: Access.permission('workshop.use'),
  handler: (input, { db, workshopId }) => listCustomers(db, workshopId, input),
});
