// The customers' and their bikes' functions: the list, one customer or bike, merging, transfers, the bike's photo,
// the exports and the anonymising delete (docs/product.md §11, §12).
import { z } from 'zod';
import type { SchemasOf } from '../function-map.ts';
import { ZBikeSchema, ZCustomerInputSchema, ZCustomerSchema } from '../customers/customer.ts';
import {
  ZBikesCreateInputSchema,
  ZBikesGetOutputSchema,
  ZBikesTransferInputSchema,
  ZBikesUpdateInputSchema,
  ZCustomerIdInputSchema,
  ZCustomerListItemSchema,
  ZCustomersGetOutputSchema,
  ZCustomersListInputSchema,
  ZCustomersMergeInputSchema,
  ZCustomersUpdateInputSchema,
  ZDeletedSchema,
} from '../customers/functions.ts';
import {
  ZCustomersAnonymiseInputSchema,
  ZCustomersAnonymiseOutputSchema,
  ZCustomersExportDataOutputSchema,
  ZCustomersExportInputSchema,
  ZCustomersExportOutputSchema,
} from '../customers/export.ts';
import { ZBikesHistoryInputSchema, ZBikesHistoryOutputSchema, ZBikesHistoryPdfInputSchema } from '../customers/bike-history.ts';
import { ZInvoicePdfOutputSchema } from '../billing/functions.ts';
import { ZBikePhotoInputSchema, ZBikePhotoSetInputSchema, ZPhotoSchema } from '../photos/index.ts';
import { ZIdSchema } from '../repairs/functions.ts';

/** The customers area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const CUSTOMERS_FUNCTIONS = {
  /** Most recently seen first (the newest repair's date, then the newest customer). */
  customersList: { input: ZCustomersListInputSchema, output: z.array(ZCustomerListItemSchema) },
  customersCreate: { input: ZCustomerInputSchema, output: ZCustomerSchema },
  /** One customer with their bikes and repairs (docs/product.md §11.2). */
  customersGet: { input: ZCustomerIdInputSchema, output: ZCustomersGetOutputSchema },
  customersUpdate: { input: ZCustomersUpdateInputSchema, output: ZCustomerSchema },
  /** Only a customer without repairs: otherwise failed-precondition (reason 'has-repairs'). */
  customersDelete: { input: ZCustomerIdInputSchema, output: ZDeletedSchema },
  /** mergeId's bikes and repairs go to keepId, which takes every field it lacks; mergeId goes. Answers the kept customer. */
  customersMerge: { input: ZCustomersMergeInputSchema, output: ZCustomerSchema },
  bikesList: { input: z.object({ customerId: ZIdSchema }), output: z.array(ZBikeSchema) },
  /** A bike, its owner and every repair of it, newest first, also those of previous owners (docs/product.md §12.1). */
  bikesGet: { input: ZCustomerIdInputSchema, output: ZBikesGetOutputSchema },
  /** docs/product.md §31.3: its repairs with their lines, mechanics and dates, what it cost per year, its units, its open recommendations. */
  bikesHistory: { input: ZBikesHistoryInputSchema, output: ZBikesHistoryOutputSchema },
  /** The same as a PDF for the customer, in their language, with no personal data of any owner (as invoicesPdf answers). */
  bikesHistoryPdf: { input: ZBikesHistoryPdfInputSchema, output: ZInvoicePdfOutputSchema },
  bikesCreate: { input: ZBikesCreateInputSchema, output: ZBikeSchema },
  bikesUpdate: { input: ZBikesUpdateInputSchema, output: ZBikeSchema },
  /** The bike goes to another of the workshop's customers; its repairs stay as they were. */
  bikesTransfer: { input: ZBikesTransferInputSchema, output: ZBikeSchema },
  /** Only a bike without repairs: otherwise failed-precondition (reason 'has-repairs'). */
  bikesDelete: { input: ZCustomerIdInputSchema, output: ZDeletedSchema },
  // docs/product.md §11.4–§11.5: the list as CSV, one customer's data (GDPR), the anonymising delete (admins, managers).
  customersExport: { input: ZCustomersExportInputSchema, output: ZCustomersExportOutputSchema },
  customersExportData: { input: ZCustomerIdInputSchema, output: ZCustomersExportDataOutputSchema },
  customersAnonymise: { input: ZCustomersAnonymiseInputSchema, output: ZCustomersAnonymiseOutputSchema },
  bikePhotoGet: { input: ZBikePhotoInputSchema, output: ZPhotoSchema.nullable() },
  bikePhotoSet: { input: ZBikePhotoSetInputSchema, output: ZPhotoSchema },
  bikePhotoDelete: { input: ZBikePhotoInputSchema, output: ZDeletedSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/customers-schemas.ts`). */
export const CUSTOMERS_FUNCTION_SCHEMAS: SchemasOf<typeof CUSTOMERS_FUNCTIONS> = CUSTOMERS_FUNCTIONS;
