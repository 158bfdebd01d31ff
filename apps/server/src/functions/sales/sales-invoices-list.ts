import { listSalesDocuments } from '../../data/sales-documents.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.9: the documents list, searched by number or customer, filtered by series, kind and day. */
export const salesInvoicesList = defineFunction('salesInvoicesList', {
  access: Access.permission('sales.charge'),
  handler: async (input, { db, workshopId }) => ({ documents: await listSalesDocuments(db, workshopId, input) }),
});
