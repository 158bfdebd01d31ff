// docs/product.md §29: charging the customer's callable functions (the staff's, admins and managers', docs/roles.md):
// each one's request and response schemas, as staff-functions.ts gives the rest. A map of their own, so that the web
// app loads these schemas only when it first charges (decision 065), not with every screen's first call.
import { ZInvoicePdfOutputSchema } from './billing/functions.ts';
import type { SchemasOf } from './function-map.ts';
import { ZEmptyInputSchema } from './staff-functions/empty-input.ts';
import {
  ZSalesDocumentSchema,
  ZSalesDocumentViewSchema,
  ZSalesInvoicesGetInputSchema,
  ZSalesInvoicesIssueInputSchema,
  ZSalesInvoicesListInputSchema,
  ZSalesInvoicesListOutputSchema,
  ZSalesInvoicesRectifyInputSchema,
  ZSalesTaxSettingsGetOutputSchema,
  ZSalesTaxSettingsSchema,
} from './sales/documents.ts';
import { ZSalesSeriesUpdateInputSchema } from './sales/series-update.ts';
import { ZSalesInvoicesExportInputSchema, ZSalesInvoicesExportOutputSchema } from './sales/documents-export.ts';
import { ZSalesSaftExportInputSchema, ZSalesSaftExportOutputSchema } from './sales/saft-export.ts';
import {
  ZSalesBalanceSchema,
  ZSalesDepositsTakeInputSchema,
  ZSalesPaymentsListInputSchema,
  ZSalesPaymentsRecordInputSchema,
  ZSalesPaymentsRefundInputSchema,
  ZSalesRepairsCloseWithoutChargeInputSchema,
} from './sales/payments.ts';
import { ZTillCloseInputSchema, ZTillDaySchema, ZTillGetInputSchema, ZTillMoveInputSchema, ZTillOpenInputSchema } from './sales/till.ts';
import { ZSalesInvoicesPdfInputSchema } from './sales/pdf.ts';
import { ZSalesInvoicesEmailInputSchema, ZSalesInvoicesEmailOutputSchema } from './sales/document-mail.ts';
import {
  ZSalesVerifactuCancelInputSchema,
  ZSalesVerifactuRefusedCountOutputSchema,
  ZSalesVerifactuResendInputSchema,
} from './sales/verifactu/view.ts';

export const SALES_FUNCTIONS = {
  // docs/product.md §29: charging the customer (sales/). Named apart from the subscription's invoicesGet and invoicesPdf,
  // which are Rueda's invoices to the workshop.
  /** The workshop's tax settings (null until an admin set them) and its series. */
  salesTaxSettingsGet: { input: ZEmptyInputSchema, output: ZSalesTaxSettingsGetOutputSchema },
  /** Saves the tax settings (the tax id's check digit verified) and makes the default series the first time. */
  salesTaxSettingsUpdate: { input: ZSalesTaxSettingsSchema, output: ZSalesTaxSettingsGetOutputSchema },
  /** Issues a simplified or full invoice for a repair (its own lines) or a counter sale, numbered with no gap. */
  salesInvoicesIssue: { input: ZSalesInvoicesIssueInputSchema, output: ZSalesDocumentSchema },
  /** The document, with its VERI*FACTU record (huella, XML, QR URL, sending state) when the workshop is Spanish. */
  salesInvoicesGet: { input: ZSalesInvoicesGetInputSchema, output: ZSalesDocumentViewSchema },
  /** The newest documents first, by number or customer, series, kind and issue day. */
  salesInvoicesList: { input: ZSalesInvoicesListInputSchema, output: ZSalesInvoicesListOutputSchema },
  /** The documents the list's search and filters find, as a CSV file (one row each, headed in the user's language). */
  salesInvoicesExport: { input: ZSalesInvoicesExportInputSchema, output: ZSalesInvoicesExportOutputSchema },
  /** Corrects a document with another: takes back all of it or some lines (series R), or replaces a simplified one (F3). */
  salesInvoicesRectify: { input: ZSalesInvoicesRectifyInputSchema, output: ZSalesDocumentSchema },
  /** Gives a series the AT's validation code (Portugal); a series that numbered with one keeps it. */
  salesSeriesUpdate: { input: ZSalesSeriesUpdateInputSchema, output: ZSalesTaxSettingsGetOutputSchema },
  /** A Portuguese workshop's month as its SAF-T (PT) invoicing file, valid against the AT's XSD. */
  salesSaftExport: { input: ZSalesSaftExportInputSchema, output: ZSalesSaftExportOutputSchema },
  /** The document as a PDF, an A4 page or an 80 mm receipt, with its logo and its tax QR code (docs/product.md §29). */
  salesInvoicesPdf: { input: ZSalesInvoicesPdfInputSchema, output: ZInvoicePdfOutputSchema },
  /** Emails the document's A4 PDF to the customer (the address given, or theirs), in the language chosen. */
  salesInvoicesEmail: { input: ZSalesInvoicesEmailInputSchema, output: ZSalesInvoicesEmailOutputSchema },
  // docs/verifactu.md §9: a Spanish document's records refused by the AEAT, corrected; an invoice issued by mistake, cancelled.
  /** Corrects a refused (or accepted with errors) record with a new one (Subsanacion S) and queues it; the document after. */
  salesVerifactuResend: { input: ZSalesVerifactuResendInputSchema, output: ZSalesDocumentViewSchema },
  /** Cancels an invoice issued by mistake with a registro de anulación and its reason; its number stays used. */
  salesVerifactuCancel: { input: ZSalesVerifactuCancelInputSchema, output: ZSalesDocumentViewSchema },
  /** How many of the workshop's documents stand refused by the AEAT, not corrected since. */
  salesVerifactuRefusedCount: { input: ZEmptyInputSchema, output: ZSalesVerifactuRefusedCountOutputSchema },
  // docs/product.md §29.5: how a document or a repair is paid; money is never edited, a refund corrects it.
  /** Records one or several payments of a document (cash with what was handed over); the balance after them. */
  salesPaymentsRecord: { input: ZSalesPaymentsRecordInputSchema, output: ZSalesBalanceSchema },
  /** Takes a deposit on a repair not yet invoiced; its invoice deducts it. */
  salesDepositsTake: { input: ZSalesDepositsTakeInputSchema, output: ZSalesBalanceSchema },
  /** Undoes a payment or a deposit in full, with the reason, by a refund of the same method. */
  salesPaymentsRefund: { input: ZSalesPaymentsRefundInputSchema, output: ZSalesBalanceSchema },
  /** Closes a warranty or sponsorship repair without charging: no invoice, a zero entry with the reason. */
  salesRepairsCloseWithoutCharge: { input: ZSalesRepairsCloseWithoutChargeInputSchema, output: ZSalesBalanceSchema },
  /** A repair's or a document's money: its entries, deposits, payments, what remains and the repair's payment state. */
  salesPaymentsList: { input: ZSalesPaymentsListInputSchema, output: ZSalesBalanceSchema },
  // docs/product.md §29.6: the day's till and its day report (Z report).
  /** The day's till and report (today in the workshop's zone by default). */
  tillGet: { input: ZTillGetInputSchema, output: ZTillDaySchema },
  /** Gives the day's opening float, once. */
  tillOpen: { input: ZTillOpenInputSchema, output: ZTillDaySchema },
  /** Puts cash in or takes it out, with the reason. */
  tillMove: { input: ZTillMoveInputSchema, output: ZTillDaySchema },
  /** Closes the day with the cash counted, for good; later payments count in the next day. */
  tillClose: { input: ZTillCloseInputSchema, output: ZTillDaySchema },
} as const;

/** The sales functions' schemas: what the staff app loads with its first sales call (decision 065). */
export const SALES_FUNCTION_SCHEMAS: SchemasOf<typeof SALES_FUNCTIONS> = SALES_FUNCTIONS;
