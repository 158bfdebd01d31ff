import { transferBike } from '../../data/bike-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The bike goes to another of the workshop's customers, its repairs unchanged. */
export const bikesTransfer = defineFunction('bikesTransfer', {
  access: Access.permission('customers.edit'),
  // The customers list shows them (their fields, bikes and search text).
  writes: ['customers'],
  handler: async (input, { db, workshopId, clock, alerts }) => {
    const bike = await transferBike(db, workshopId, input, clock());
    alerts.changed(workshopId); // docs/product.md §14.3
    return bike;
  },
});
