import { listBookingEvents } from '../../services/bookings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The repairs the calendar shows in [from, to), by docs/product.md §4's start date, as its events. */
export const bookingsList = defineFunction('bookingsList', {
  access: Access.permission('workshop.use'),
  handler: async ({ from, to }, { db, workshopId, clock, calendarDirectory, listsFresh }) => {
    await listsFresh(workshopId);
    return listBookingEvents(db, calendarDirectory, workshopId, { from: new Date(from), to: new Date(to) }, clock());
  },
});
