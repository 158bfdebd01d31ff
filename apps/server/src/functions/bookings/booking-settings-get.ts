import { readBookingSettings } from '../../data/booking-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The booking calendar's opening hours, closed days, bookable share and time zone. */
export const bookingSettingsGet = defineFunction('bookingSettingsGet', {
  access: Access.permission('workshop.use'),
  handler: (_input, { db, workshopId }) => readBookingSettings(db, workshopId),
});
