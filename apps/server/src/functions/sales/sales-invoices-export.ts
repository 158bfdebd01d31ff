import { exportSalesDocumentsCsv } from '../../services/exports/sales-documents-export.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29: the documents the list's search and filters find, as a CSV for a Spanish-locale spreadsheet. */
export const salesInvoicesExport = defineFunction('salesInvoicesExport', {
  access: Access.permission('sales.charge'),
  handler: (filters, { db, workshopId, language, clock }) => exportSalesDocumentsCsv(db, { workshopId, filters, language, now: clock() }),
});
