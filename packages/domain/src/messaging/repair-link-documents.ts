// docs/product.md §21.2 and §29.5: what the customer's repair link shows of the repair's money (the deposits taken,
// what is paid, what remains) and the documents issued for it, each downloadable as a PDF by an opaque handle made
// for that link, never by the document's id. Everything else a link cannot reach answers the same not-found.
import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import type { SalesDocumentKind } from '../sales/documents.ts';
import { REPAIR_LINK_TOKEN_MAX_LENGTH } from './repair-link-limits.ts';

/** A document's handle: base64url, the same length for every document (repair-link-handles on the server). */
export const REPAIR_DOCUMENT_HANDLE_LENGTH = 32;
/**
 * The documents' kinds (sales/documents.ts's, checked by the compiler), written out so that this module, which the
 * staff app's first load reaches through repair-link.ts, does not bring the sales schemas with it (decision 065).
 */
const DOCUMENT_KINDS = ['simplified', 'full', 'rectifying', 'replacing'] as const satisfies readonly SalesDocumentKind[];
/** The sheets the customer may download: the A4 page, or the 80 mm ticket. */
export const PUBLIC_DOCUMENT_FORMATS = ['a4', 'ticket'] as const;

const isoDate = z.iso.datetime({ offset: true });

/** One document of the repair as its customer sees it: no id but its handle. */
export const ZPublicRepairDocumentSchema = z.object({
  handle: z.string(),
  /** As the document prints it (Portugal's with its SAF-T type: "FT F2026/3"). */
  number: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  issueDay: z.iso.date(),
  /** Cents with VAT; a rectifying document's is negative. */
  totalCents: z.number().int(),
});
export type TPublicRepairDocument = z.infer<typeof ZPublicRepairDocumentSchema>;

/** The repair's money: its deposits, each one net of its refunds, what is paid in all and what remains. */
export const ZPublicRepairMoneySchema = z.object({
  /** The invoice's total, or while the repair is not invoiced what its lines charge now. */
  totalCents: z.number().int(),
  /** Oldest first, each net of its refunds; one refunded in full is left out. */
  deposits: z.array(z.object({ date: isoDate, amountCents: z.number().int() })),
  depositsCents: z.number().int(),
  /** Deposits and payments together. */
  paidCents: z.number().int(),
  /** total − paid; below zero when the workshop owes the customer. */
  remainingCents: z.number().int(),
  /** The invoice and its rectifying or replacing documents, oldest first. */
  documents: z.array(ZPublicRepairDocumentSchema),
});
export type TPublicRepairMoney = z.infer<typeof ZPublicRepairMoneySchema>;

/** publicRepairDocumentPdf's input: the link's token, the document's handle, the sheet and the language. */
export const ZPublicRepairDocumentPdfInputSchema = z.object({
  token: z.string().max(REPAIR_LINK_TOKEN_MAX_LENGTH),
  // Any string up to the bound is looked up: a malformed handle meets the same not-found as a forged one.
  handle: z.string().max(100),
  format: z.enum(PUBLIC_DOCUMENT_FORMATS),
  language: z.enum(LANGUAGES),
});
export type TPublicRepairDocumentPdfInput = z.infer<typeof ZPublicRepairDocumentPdfInputSchema>;
