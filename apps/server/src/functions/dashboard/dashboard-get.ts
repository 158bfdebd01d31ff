import { can } from '@rueda/domain';
import { dashboardOf } from '../../data/dashboard.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §16.1: the figures of a timeframe; revenue only for the roles that may see it (docs/roles.md). */
export const dashboardGet = defineFunction('dashboardGet', {
  access: Access.permission('workshop.use'),
  handler: async ({ from, to }, { workshopId, role, clock, dashboardDirectory, listsFresh }) => {
    await listsFresh(workshopId);
    const now = clock();
    const snapshot = await dashboardDirectory.snapshotOf(workshopId, now);
    return dashboardOf(snapshot, { from: new Date(from), to: new Date(to) }, { now, revenue: can(role, 'revenue.view') });
  },
});
