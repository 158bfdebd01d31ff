import { createBike, requireCustomer } from '../../data/customers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** A new bike for one of the caller's workshop's customers. */
export const bikesCreate = defineFunction('bikesCreate', {
  access: Access.permission('customers.edit'),
  handler: async ({ customerId, ...fields }, { db, workshopId, clock }) => {
    await requireCustomer(db, workshopId, customerId);
    return createBike(db, workshopId, customerId, fields, clock());
  },
});
