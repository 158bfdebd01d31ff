import { readBookingContact } from '../../services/booking-link.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/decisions/058: what the online booking typed, and the existing customer its phone or email is (staff only). */
export const repairBookingContact = defineFunction('repairBookingContact', {
  access: Access.permission('workshop.use'),
  handler: (input, { db, workshopId, clock }) => readBookingContact(db, workshopId, input.repairId, clock()),
});
