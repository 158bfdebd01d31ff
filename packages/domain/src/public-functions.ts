// The customers' pages' callable functions, without an account (decisions 052 and 053): each one's request and
// response schemas, shared by server and those pages.
import { ZInvoicePdfOutputSchema } from './billing/functions.ts';
import { ZPublicRepairDocumentPdfInputSchema } from './messaging/repair-link-documents.ts';
import { ZPublicRepairGetInputSchema, ZPublicRepairRespondInputSchema, ZPublicRepairSchema } from './messaging/public-repair.ts';
import {
  ZPublicBookingCreatedSchema,
  ZPublicBookingCreateInputSchema,
  ZPublicBookingOptionsInputSchema,
  ZPublicBookingOptionsSchema,
} from './online-booking/functions.ts';

/**
 * The functions the customers' pages call without an account (decisions 052 and 053), apart from the staff's:
 * the staff app never calls them, so the answers' schemas it loads (its areas', decision 072) leave theirs out.
 */
export const PUBLIC_FUNCTIONS = {
  /** Public (docs/product.md §21.2, §21.5): what the link shows; not-found for any token that is not a live link's. */
  publicRepairGet: { input: ZPublicRepairGetInputSchema, output: ZPublicRepairSchema },
  /** Public (docs/product.md §29): a document of the link's repair as a PDF, by its handle; else the same not-found. */
  publicRepairDocumentPdf: { input: ZPublicRepairDocumentPdfInputSchema, output: ZInvoicePdfOutputSchema },
  /** Public: the customer's one answer to the estimate; answers what the link shows after it. */
  publicRepairRespond: { input: ZPublicRepairRespondInputSchema, output: ZPublicRepairSchema },
  /** Public (docs/product.md §22.2): what the booking page of a slug needs; not-found for a slug no workshop has. */
  publicBookingOptions: { input: ZPublicBookingOptionsInputSchema, output: ZPublicBookingOptionsSchema },
  /** Public: books a day; aborted 'day-full' with the next open days when the day filled up meanwhile. */
  publicBookingCreate: { input: ZPublicBookingCreateInputSchema, output: ZPublicBookingCreatedSchema },
} as const;
