// docs/product.md §29.8: what salesInvoicesGet adds to a Portuguese workshop's document: its ATCUD (Portaria 195/2020
// art. 3), the QR code's text (Portaria 195/2020 art. 6), the signature's four characters (Despacho 8632/2014 §2.2.2)
// and the certified program's legend when the installation has the AT's certificate number.
import { z } from 'zod';

export const ZSalesPortugalViewSchema = z.object({
  /** "CSDF7T5H-15": the series' validation code and the document's number. */
  atcud: z.string(),
  /** The QR code's text, fields A to S joined by "*". */
  qrString: z.string(),
  /** Characters 1, 11, 21 and 31 of the document's signature. */
  signatureMark: z.string(),
  /** "Processado por programa certificado n.º 0000/AT"; null while the installation has no certificate number. */
  legend: z.string().nullable(),
});
export type TSalesPortugalView = z.infer<typeof ZSalesPortugalViewSchema>;
