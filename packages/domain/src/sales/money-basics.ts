// The two pieces of charging that a screen which never charges still reads (the dashboard's revenue, docs/product.md
// §16.1): the payment methods and a VAT rate's totals. Apart from documents.ts and payments.ts, so that the staff
// app's first load does not bring the sales schemas with them (decision 065).
import { z } from 'zod';

/** docs/product.md §29.5: cash, card, Bizum (Spain), bank transfer, MB WAY (Portugal). */
export const SALES_PAYMENT_METHODS = ['cash', 'card', 'bizum', 'transfer', 'mbway'] as const;
export type SalesPaymentMethod = (typeof SALES_PAYMENT_METHODS)[number];

/** One VAT rate's totals in a document or a period (docs/product.md §29.2). */
export const ZSalesRateTotalSchema = z.object({
  rateBp: z.number().int(),
  grossCents: z.number().int(),
  baseCents: z.number().int(),
  taxCents: z.number().int(),
});
