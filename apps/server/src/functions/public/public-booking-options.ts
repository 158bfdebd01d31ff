import { publicBookingOptions as readOptions } from '../../services/public-booking.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/decisions/053: what the booking page of a slug needs, to anyone; counted per address by the transport before
 * its body is read. The answer carries the form token publicBookingCreate needs: signed for this workshop, it is accepted only after a few seconds of filling in.
 */
export const publicBookingOptions = defineFunction('publicBookingOptions', {
  access: Access.public,
  perAddress: 'bookingRead',
  handler: async ({ slug }, { db, clock, bookingFormTokens }) => {
    const now = clock();
    return readOptions(db, slug, now, (workshopId) => bookingFormTokens.issue(workshopId, now));
  },
});
