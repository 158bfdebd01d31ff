import { rescheduleBooking } from '../../data/bookings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/** A drag on the calendar (docs/product.md §15.4): confirmedDate, or postponedDate for a postponed repair, moves. */
export const bookingsReschedule = defineFunction('bookingsReschedule', {
  access: Access.permission('bookings.manage'),
  writes: ['repairs'],
  handler: (input, context) => rescheduleBooking(context.db, writerOf(context), input),
});
