import { getWorkshopSummary } from '../../services/accounts.ts';
import { updateWorkshopIdentity } from '../../services/workshop-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §18.2: the workshop's name, address, phone, tax id, logo, and the calendar's opening hours and daily
 * capacity, in one transaction (docs/roles.md: the admin's).
 */
export const workshopUpdate = defineFunction('workshopUpdate', {
  access: Access.permission('workshop.settings', { withoutSubscription: true }),
  // A new time zone moves the calendar's events kept in memory (decision 027), as bookingSettingsUpdate does.
  writes: ['repairs'],
  handler: async (changes, { db, workshopId, clock }) => {
    await updateWorkshopIdentity(db, workshopId, changes, clock());
    return getWorkshopSummary(db, workshopId, clock());
  },
});
