import { publicBookingOptions as readOptions } from '../../data/public-booking.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * Issue 18 point 5: what the booking page of a slug needs, to anyone; counted per address before the slug is
 * looked at. The answer carries the form token publicBookingCreate needs (issue 18 point 4).
 */
export const publicBookingOptions = defineFunction('publicBookingOptions', {
  access: Access.public,
  handler: async ({ slug }, { db, clock, clientAddress, publicRateLimit, bookingFormTokens }) => {
    const now = clock();
    await publicRateLimit.take('bookingRead', clientAddress, now);
    return readOptions(db, slug, now, (workshopId) => bookingFormTokens.issue(workshopId, now));
  },
});
