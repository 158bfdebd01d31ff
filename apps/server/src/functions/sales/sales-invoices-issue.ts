import { issueSalesInvoice } from '../../services/sales-issue.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.4: admins and managers charge (docs/roles.md); the number is the series' next, with no gap. */
export const salesInvoicesIssue = defineFunction('salesInvoicesIssue', {
  access: Access.permission('sales.charge'),
  // A repair's invoice may settle it (its deposits, the payments given): its payment state follows (§29.5).
  writes: ['repairs'],
  handler: (input, { db, workshopId, user, clock, verifactu, portugal }) =>
    issueSalesInvoice(db, { workshopId, userId: user.id, now: clock(), verifactu, portugal }, input),
});
