import { readOnlineBookingSettings } from '../../data/online-booking-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Issue 18 point 5: the online booking's settings and its page's address, for the admin who sets them. */
export const onlineBookingSettingsGet = defineFunction('onlineBookingSettingsGet', {
  access: Access.permission('workshop.settings', { withoutSubscription: true }),
  handler: (_input, { db, workshopId, publicUrl }) => readOnlineBookingSettings(db, workshopId, publicUrl),
});
