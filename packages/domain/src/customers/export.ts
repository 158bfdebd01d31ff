// docs/product.md §11.5 and §11.4: the customer list as a spreadsheet, everything held about one customer (a GDPR
// access request), and the anonymising delete of a customer who has repairs.
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { ZAlertHandledSchema } from '../alerts/functions.ts';
import { ZPhotoSchema } from '../photos/index.ts';
import { ZIdSchema } from '../repairs/functions.ts';
import { ZRepairSchema } from '../repairs/repair.ts';
import { ZSuspensionUnitViewSchema } from '../suspensions/functions.ts';
import { ZBikeSchema, ZCustomerSchema } from './customer.ts';

export const ZCustomersExportInputSchema = z.object({
  /** The customers screen's search (customersList's): every customer it finds, not one page. */
  search: z.string().trim().max(100).optional(),
  /** The language of the column headers. */
  language: z.enum(LANGUAGES).default('es'),
});

export const ZCustomersExportOutputSchema = z.object({
  fileName: z.string(),
  /** The file's text: UTF-8 with its BOM, `;` between fields, CRLF between rows (Excel's es-ES reading). */
  csv: z.string(),
  rows: z.number().int(),
});
export type TCustomersExportOutput = z.infer<typeof ZCustomersExportOutputSchema>;

export const ZCustomersExportDataOutputSchema = z.object({
  exportedAt: z.iso.datetime({ offset: true }),
  customer: ZCustomerSchema,
  bikes: z.array(ZBikeSchema),
  /** The repairs' documents, as stored (version 4). */
  repairs: z.array(ZRepairSchema),
  /** The photos' descriptions (their images are the photo routes'). */
  photos: z.array(ZPhotoSchema),
  /** Their bikes' suspension units, with their services (docs/product.md §13). */
  suspensions: z.array(ZSuspensionUnitViewSchema),
  /** The alerts about them that staff handled: the alert's key, who and when (docs/product.md §14.2). */
  alertsHandled: z.array(ZAlertHandledSchema.extend({ key: z.string() })),
});
export type TCustomersExportDataOutput = z.infer<typeof ZCustomersExportDataOutputSchema>;

export const ZCustomersAnonymiseInputSchema = z.object({ id: ZIdSchema });
export const ZCustomersAnonymiseOutputSchema = z.object({ anonymised: z.literal(true), repairs: z.number().int() });
