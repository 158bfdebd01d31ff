// docs/product.md §29: the documents list's "Exportar CSV": the documents its search and filters find, as one CSV
// file for a Spanish-locale spreadsheet (headed in the user's language, as the repairs' and customers' files are).
import { z } from 'zod';
import { ZSalesInvoicesListInputSchema } from './documents.ts';

/** The most documents one file holds: more is refused (`too-many`), so the user narrows the days. */
export const SALES_EXPORT_MAX = 20_000;

export const ZSalesInvoicesExportInputSchema = ZSalesInvoicesListInputSchema.omit({ limit: true });
export type TSalesInvoicesExportInput = z.output<typeof ZSalesInvoicesExportInputSchema>;

export const ZSalesInvoicesExportOutputSchema = z.object({ fileName: z.string(), csv: z.string(), count: z.number().int() });
