import { publicBookingOptions as readOptions } from '../../data/public-booking.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * Issue 18 point 5: what the booking page of a slug needs, to anyone; counted per address by the transport before
 * its body is read. The answer carries the form token publicBookingCreate needs (issue 18 point 4).
 */
export const publicBookingOptions = defineFunction('publicBookingOptions', {
  access: Access.public,
  perAddress: 'bookingRead',
  handler: async ({ slug }, { db, clock, bookingFormTokens }) => {
    const now = clock();
    return readOptions(db, slug, now, (workshopId) => bookingFormTokens.issue(workshopId, now));
  },
});
