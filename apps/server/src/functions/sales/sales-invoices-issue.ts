import { issueSalesInvoice } from '../../services/sales-issue.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.4: admins and managers charge (docs/roles.md); the number is the series' next, with no gap. */
export const salesInvoicesIssue = defineFunction('salesInvoicesIssue', {
  access: Access.permission('sales.charge'),
  handler: (input, { db, workshopId, user, clock, verifactu }) =>
    issueSalesInvoice(db, { workshopId, userId: user.id, now: clock(), verifactu }, input),
});
