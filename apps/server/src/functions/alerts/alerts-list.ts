import { countOpenAlerts, listAlerts } from '../../data/alerts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §14.1: the customers to contact and why; every role sees them (the counter phones them). The rules
 * run against the server's clock on every call, over the repairs and bikes kept in memory (decision 069).
 */
export const alertsList = defineFunction('alertsList', {
  access: Access.permission('customers.edit'),
  handler: async ({ includeHandled, countOnly }, { db, workshopId, clock, alertsDirectory }) => {
    if (countOnly) return { open: await countOpenAlerts(db, workshopId, clock(), alertsDirectory.kept), alerts: [] };
    return listAlerts(db, workshopId, clock(), includeHandled, alertsDirectory.kept);
  },
});
