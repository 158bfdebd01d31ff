import { listAlerts } from '../../data/alerts.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §14.1: the customers to contact and why; every role sees them (the counter phones them). */
export const alertsList = defineFunction('alertsList', {
  access: Access.permission('customers.edit'),
  handler: ({ includeHandled }, { db, workshopId, clock }) => listAlerts(db, workshopId, clock(), includeHandled),
});
