// docs/product.md §29.8: a month's SAF-T (PT) invoicing file (Portaria 302/2016), which a Portuguese workshop sends
// to the AT by the 5th of the next month, as a file name and its bytes in base 64.
import { z } from 'zod';

export const ZSalesSaftExportInputSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written YYYY-MM.'),
});
export type TSalesSaftExportInput = z.output<typeof ZSalesSaftExportInputSchema>;

export const ZSalesSaftExportOutputSchema = z.object({
  fileName: z.string(),
  contentBase64: z.string(),
});
