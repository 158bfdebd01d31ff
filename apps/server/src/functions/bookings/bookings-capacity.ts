import { bookingLoads } from '../../data/bookings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §15.2: each day's capacity (the active mechanics' bookable hours) and the work booked on it. */
export const bookingsCapacity = defineFunction('bookingsCapacity', {
  access: Access.permission('workshop.use'),
  handler: ({ from, to }, { db, workshopId }) => bookingLoads(db, workshopId, new Date(from), new Date(to)),
});
