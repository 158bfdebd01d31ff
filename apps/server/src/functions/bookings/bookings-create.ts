import { createBooking } from '../../services/bookings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/** Selecting a slot (docs/product.md §15.4): a repair confirmed for that date, for a new or existing customer and bike. */
export const bookingsCreate = defineFunction('bookingsCreate', {
  access: Access.permission('bookings.manage'),
  // As repairsCreate: a customer or bike made with it, and the last visit the customers list sorts by.
  writes: ['repairs', 'customers'],
  handler: async (input, context) => {
    const repair = await createBooking(context.db, writerOf(context), input);
    context.alerts.changed(context.workshopId);
    return repair;
  },
});
