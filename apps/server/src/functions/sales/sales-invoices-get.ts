import { salesDocumentView } from '../../services/sales-document-view.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §29.4, §29.7, §29.8: one issued document of the workshop, with its VERI*FACTU record or its ATCUD, QR
 * code's text and signature's mark; not-found for another's.
 */
export const salesInvoicesGet = defineFunction('salesInvoicesGet', {
  access: Access.permission('sales.charge'),
  handler: (input, { db, workshopId, verifactu, portugal }) => salesDocumentView(db, workshopId, input.id, verifactu.environment, portugal),
});
