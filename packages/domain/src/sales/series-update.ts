// docs/product.md §29.3, §29.8: an admin gives a series the validation code the AT answered when the series was
// communicated (Portaria 195/2020 art. 3), the ATCUD's first part. The code's form is checked by the server
// (checkSeriesValidationCode), so that the refusal names the field.
import { z } from 'zod';

export const ZSalesSeriesUpdateInputSchema = z.object({
  id: z.string().min(1).max(200),
  validationCode: z.string().max(100),
});
export type TSalesSeriesUpdateInput = z.output<typeof ZSalesSeriesUpdateInputSchema>;
