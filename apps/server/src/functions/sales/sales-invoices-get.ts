import { getSalesDocument } from '../../data/sales-documents.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.4: one issued document of the workshop; not-found for another workshop's. */
export const salesInvoicesGet = defineFunction('salesInvoicesGet', {
  access: Access.permission('sales.charge'),
  handler: (input, { db, workshopId }) => getSalesDocument(db, workshopId, input.id),
});
