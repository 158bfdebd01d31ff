import { FunctionError } from '@rueda/domain';
import { getAccount } from '../../data/accounts.ts';
import { updateWorkshopCurrency } from '../../data/workshop-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** SPEC.md §3 workshopConfig: the currency every amount of the workshop is shown in. */
export const workshopConfigUpdate = defineFunction('workshopConfigUpdate', {
  access: Access.permission('workshop.settings', { withoutSubscription: true }),
  // No cached answer carries the currency: the app reads it with the account (accountGet).
  handler: async ({ currency }, { db, workshopId, user, clock }) => {
    await updateWorkshopCurrency(db, workshopId, currency, clock());
    const { workshop } = await getAccount(db, user.id, clock());
    if (!workshop) throw new FunctionError('not-found', 'This workshop does not exist.');
    return workshop;
  },
});
