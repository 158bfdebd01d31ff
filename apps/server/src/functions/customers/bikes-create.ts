import { addBike } from '../../data/bike-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** A new bike for one of the caller's workshop's customers. */
export const bikesCreate = defineFunction('bikesCreate', {
  access: Access.permission('customers.edit'),
  // The customers list shows them (their fields, bikes and search text).
  writes: ['customers'],
  handler: ({ customerId, ...fields }, { db, workshopId, clock }) => addBike(db, workshopId, customerId, fields, clock()),
});
