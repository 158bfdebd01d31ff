import { writeBookingSettings } from '../../data/booking-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §15.1: admins and managers set the calendar's hours from the booking screen (docs/roles.md). */
export const bookingSettingsUpdate = defineFunction('bookingSettingsUpdate', {
  access: Access.permission('bookings.settings'),
  // The calendar's events kept in memory (decision 027) are placed in the workshop's time zone: a new one moves them.
  writes: ['repairs'],
  handler: (settings, { db, workshopId, clock }) => writeBookingSettings(db, workshopId, settings, clock()),
});
