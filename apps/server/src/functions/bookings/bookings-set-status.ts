import { setBookingStatus } from '../../data/bookings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/**
 * Confirm or postpone from the calendar's summary (docs/product.md §15.4): the status in the history, the booking's
 * date and observations.
 */
export const bookingsSetStatus = defineFunction('bookingsSetStatus', {
  access: Access.permission('bookings.manage'),
  writes: ['repairs'],
  handler: async (input, context) => {
    const repair = await setBookingStatus(context.db, writerOf(context), input);
    context.alerts.changed(context.workshopId);
    return repair;
  },
});
