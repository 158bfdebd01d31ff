import { getWorkshopSummary } from '../../services/accounts.ts';
import { updateWorkshopCurrency } from '../../services/workshop-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §3 workshopConfig: the currency every amount of the workshop is shown in. */
export const workshopConfigUpdate = defineFunction('workshopConfigUpdate', {
  access: Access.permission('workshop.settings', { withoutSubscription: true }),
  // No cached answer carries the currency: the app reads it with the account (accountGet).
  handler: async ({ currency }, { db, workshopId, clock }) => {
    await updateWorkshopCurrency(db, workshopId, currency, clock());
    return getWorkshopSummary(db, workshopId, clock());
  },
});
