import { transferBike } from '../../data/bike-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The bike goes to another of the workshop's customers, its repairs unchanged. */
export const bikesTransfer = defineFunction('bikesTransfer', {
  access: Access.permission('customers.edit'),
  handler: (input, { db, workshopId, clock }) => transferBike(db, workshopId, input, clock()),
});
