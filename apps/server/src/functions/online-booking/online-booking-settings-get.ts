import { readOnlineBookingSettings } from '../../data/online-booking-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §22.1: the online booking's settings and its page's address, for the admin who sets them. */
export const onlineBookingSettingsGet = defineFunction('onlineBookingSettingsGet', {
  access: Access.permission('workshop.settings', { withoutSubscription: true }),
  // The booking page's address as customers will be given it (http/addresses.ts).
  handler: (_input, { db, workshopId, addresses, requestOrigin }) =>
    readOnlineBookingSettings(db, workshopId, addresses.forLinks(requestOrigin)),
});
