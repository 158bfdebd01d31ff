import { can } from '@rueda/domain';
import { dashboardOf } from '../../data/dashboard.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** Issue 13 point 4: the figures of a timeframe; revenue only for the roles that may see it (docs/roles.md). */
export const dashboardGet = defineFunction('dashboardGet', {
  access: Access.permission('workshop.use'),
  handler: ({ from, to }, { db, workshopId, role, clock }) =>
    dashboardOf(db, workshopId, { from: new Date(from), to: new Date(to) }, { now: clock(), revenue: can(role, 'revenue.view') }),
});
