import { FunctionError } from '@rueda/domain';
import { getAccount } from '../../data/accounts.ts';
import { updateWorkshopIdentity } from '../../data/workshop-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * Issue 16 point 2: the workshop's name, address, phone, tax id, logo, and the calendar's opening hours and daily
 * capacity, in one transaction (docs/roles.md: the admin's).
 */
export const workshopUpdate = defineFunction('workshopUpdate', {
  access: Access.permission('workshop.settings', { withoutSubscription: true }),
  // A new time zone moves the calendar's events kept in memory (decision 027), as bookingSettingsUpdate does.
  writes: ['repairs'],
  handler: async (changes, { db, workshopId, user, clock }) => {
    await updateWorkshopIdentity(db, workshopId, changes, clock());
    const { workshop } = await getAccount(db, user.id, clock());
    if (!workshop) throw new FunctionError('not-found', 'This workshop does not exist.');
    return workshop;
  },
});
