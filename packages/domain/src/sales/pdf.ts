// A sales document as a file (docs/product.md §29): an A4 page, or an 80 mm receipt for a ticket printer.
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';

/** The sheets a document prints on: A4, or an 80 mm roll. */
export const SALES_PDF_FORMATS = ['a4', 'receipt'] as const;
export type SalesPdfFormat = (typeof SALES_PDF_FORMATS)[number];

/** salesInvoicesPdf's input: which document, in which language, on which sheet. Its answer is invoicesPdf's. */
export const ZSalesInvoicesPdfInputSchema = z.object({
  id: z.string().min(1).max(200),
  language: z.enum(LANGUAGES),
  format: z.enum(SALES_PDF_FORMATS),
});
export type TSalesInvoicesPdfInput = z.infer<typeof ZSalesInvoicesPdfInputSchema>;
