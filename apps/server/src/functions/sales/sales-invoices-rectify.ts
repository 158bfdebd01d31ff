import { rectifySalesInvoice } from '../../services/sales-rectify.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.4: admins and managers correct a document with another: all of it, some lines, or an F3. */
export const salesInvoicesRectify = defineFunction('salesInvoicesRectify', {
  access: Access.permission('sales.charge'),
  // docs/product.md §29.5: its repair's money and the dashboard's revenue (dashboard-revenue.ts) follow it.
  writes: ['repairs'],
  handler: (input, { db, workshopId, user, clock, verifactu, portugal }) =>
    rectifySalesInvoice(db, { workshopId, userId: user.id, now: clock(), verifactu, portugal }, input),
});
