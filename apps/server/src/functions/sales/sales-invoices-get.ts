import { salesDocumentView } from '../../services/sales-document-view.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.4, §29.7: one issued document of the workshop, with its VERI*FACTU record; not-found for another's. */
export const salesInvoicesGet = defineFunction('salesInvoicesGet', {
  access: Access.permission('sales.charge'),
  handler: (input, { db, workshopId, verifactu }) => salesDocumentView(db, workshopId, input.id, verifactu.environment),
});
