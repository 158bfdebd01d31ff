// Charging the customer's documents (docs/product.md §29): the workshop's tax settings, its series, and the
// invoices it issues, as the functions take and answer them. Amounts are cents with VAT included; rates are basis
// points (2100 = 21 %).
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../repairs/repair.ts';
import { ZSalesRateTotalSchema } from './money-basics.ts';
import { SALES_PAYMENTS_MAX, ZSalesPaymentInputSchema } from './payments.ts';
import { VAT_COUNTRIES, VAT_REGIONS } from './vat-rates.ts';
import { ZSalesPortugalViewSchema } from './portugal-view.ts';
import { VERIFACTU_SEND_STATES, ZVerifactuRecordViewSchema } from './verifactu/view.ts';

/** docs/product.md §29.4: simplified (F2), full (F1), rectifying (R1–R5), full replacing a simplified one (F3). */
export const SALES_DOCUMENT_KINDS = ['simplified', 'full', 'rectifying', 'replacing'] as const;
export type SalesDocumentKind = (typeof SALES_DOCUMENT_KINDS)[number];
/** The kinds a series numbers: a replacing invoice takes a number of a full series. */
export const SALES_SERIES_KINDS = ['simplified', 'full', 'rectifying'] as const;
export type SalesSeriesKind = (typeof SALES_SERIES_KINDS)[number];
export const SALES_SERIES_NUMBERINGS = ['yearly', 'continuing'] as const;

/** docs/product.md §29.4: 400 € in Spain (RD 1619/2012 art. 4); Portugal's invoice-receipt limit is the same default. */
export const DEFAULT_SIMPLIFIED_LIMIT_CENTS = 40_000;
/** The series a workshop starts with (docs/product.md §29.3). */
export const DEFAULT_SALES_SERIES: readonly { code: string; kind: SalesSeriesKind }[] = [
  { code: 'T', kind: 'simplified' },
  { code: 'F', kind: 'full' },
  { code: 'R', kind: 'rectifying' },
];

const text = (max: number) => z.string().trim().max(max);
const amount = z.number().int().min(0).max(MAX_AMOUNT_CENTS);
const rateBp = z.number().int().min(0).max(10_000);

/** docs/product.md §29.1: what an admin sets. The tax id's check digit is the server's to verify against the country. */
export const ZSalesTaxSettingsSchema = z.object({
  country: z.enum(VAT_COUNTRIES),
  region: z.enum(VAT_REGIONS),
  legalName: text(120).min(1),
  taxId: text(20).min(1),
  street: text(200).min(1),
  postalCode: text(12).min(1),
  town: text(80).min(1),
  province: text(80).default(''),
  simplifiedLimitCents: amount,
  defaultRateBp: rateBp,
});
export type TSalesTaxSettings = z.infer<typeof ZSalesTaxSettingsSchema>;

export const ZSalesSeriesSchema = z.object({
  id: z.string(),
  code: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,10}$/, 'Letters and digits only, at most 10.'),
  kind: z.enum(SALES_SERIES_KINDS),
  numbering: z.enum(SALES_SERIES_NUMBERINGS),
  /** Portugal: the AT's validation code for the series (the ATCUD's first part), null until communicated. */
  validationCode: z.string().nullable(),
  active: z.boolean(),
});
export type TSalesSeries = z.infer<typeof ZSalesSeriesSchema>;

export const ZSalesTaxSettingsGetOutputSchema = z.object({
  settings: ZSalesTaxSettingsSchema.nullable(),
  series: z.array(ZSalesSeriesSchema),
});

/** A customer as a full invoice names them (docs/product.md §29.4); `country` is ISO 3166-1 alpha-2. */
export const ZSalesCustomerSchema = z.object({
  name: text(120).min(1),
  taxId: text(20).min(1),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/),
  street: text(200).min(1),
  postalCode: text(12).default(''),
  town: text(80).default(''),
  /** The customer record it was taken from, if any. */
  customerId: z.string().nullable().default(null),
});
export type TSalesCustomer = z.infer<typeof ZSalesCustomerSchema>;

/** A counter sale's line, or a repair's line as the server reads it from the repair's frozen prices. */
export const ZSalesLineInputSchema = z.object({
  description: text(200).min(1),
  quantity: z.number().int().min(1).max(9_999),
  priceCents: amount,
  /** The line's VAT rate; the workshop's default when absent. */
  rateBp: rateBp.nullable().default(null),
  /** A stock item sold at the counter takes stock as a delivery does. */
  stockItemId: z.string().nullable().default(null),
});

export const ZSalesLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  priceCents: z.number().int(),
  rateBp: z.number().int(),
  grossCents: z.number().int(),
  baseCents: z.number().int(),
  taxCents: z.number().int(),
  stockItemId: z.string().nullable(),
});
export type TSalesLine = z.infer<typeof ZSalesLineSchema>;

export { ZSalesRateTotalSchema };

export const ZSalesIssuerSchema = ZSalesTaxSettingsSchema.pick({
  country: true,
  region: true,
  legalName: true,
  taxId: true,
  street: true,
  postalCode: true,
  town: true,
  province: true,
});

export const ZSalesDocumentSchema = z.object({
  id: z.string(),
  seriesId: z.string(),
  seriesCode: z.string(),
  year: z.number().int(),
  number: z.number().int(),
  numberText: z.string(),
  kind: z.enum(SALES_DOCUMENT_KINDS),
  issuedAt: z.iso.datetime({ offset: true }),
  issueDay: z.iso.date(),
  repairId: z.string().nullable(),
  correctsId: z.string().nullable(),
  /** Why a rectifying document corrects; null for the others. */
  reason: z.string().nullable(),
  issuer: ZSalesIssuerSchema,
  customer: ZSalesCustomerSchema.nullable(),
  lines: z.array(ZSalesLineSchema),
  breakdown: z.array(ZSalesRateTotalSchema),
  totalCents: z.number().int(),
  baseCents: z.number().int(),
  taxCents: z.number().int(),
});
export type TSalesDocument = z.infer<typeof ZSalesDocumentSchema>;

/** docs/product.md §29.4: another document a document's page links to: the one it corrects, or one correcting it. */
export const ZSalesDocumentLinkSchema = z.object({
  id: z.string(),
  kind: z.enum(SALES_DOCUMENT_KINDS),
  numberText: z.string(),
  issueDay: z.iso.date(),
  totalCents: z.number().int(),
});
export type TSalesDocumentLink = z.infer<typeof ZSalesDocumentLinkSchema>;

/** docs/product.md §29.7: a Spanish workshop's document with its VERI*FACTU record, as salesInvoicesGet answers it. */
export const ZSalesDocumentViewSchema = ZSalesDocumentSchema.extend({
  verifactu: ZVerifactuRecordViewSchema.nullable(),
  /** docs/product.md §29.8: a Portuguese workshop's document with its ATCUD, QR code's text and signature's mark. */
  portugal: ZSalesPortugalViewSchema.nullable().optional(),
  /** docs/product.md §29.4: the document this one corrects or replaces; absent for the others. */
  corrects: ZSalesDocumentLinkSchema.nullable().optional(),
  /** docs/product.md §29.4: the documents correcting or replacing this one, oldest first, with their lines; absent if none. */
  corrections: z.array(ZSalesDocumentLinkSchema.extend({ lines: z.array(ZSalesLineSchema) })).optional(),
});
export type TSalesDocumentView = z.infer<typeof ZSalesDocumentViewSchema>;

/**
 * docs/product.md §29.4: issue a simplified or full invoice, for a repair (its lines are the repair's frozen prices,
 * read by the server) or for a counter sale (the lines given).
 */
export const ZSalesInvoicesIssueInputSchema = z
  .object({
    kind: z.enum(['simplified', 'full']),
    repairId: z.string().min(1).max(200).nullable().default(null),
    lines: z.array(ZSalesLineInputSchema).max(500).default([]),
    customer: ZSalesCustomerSchema.nullable().default(null),
    /** docs/product.md §29.5: how it is paid at once, recorded with it (a repair's deposits come off first). */
    payments: z.array(ZSalesPaymentInputSchema).max(SALES_PAYMENTS_MAX).optional(),
  })
  .superRefine((input, context) => {
    if (input.repairId === null && input.lines.length === 0)
      context.addIssue({ code: 'custom', path: ['lines'], message: 'A counter sale needs at least one line.' });
    if (input.repairId !== null && input.lines.length > 0)
      context.addIssue({ code: 'custom', path: ['lines'], message: "A repair's invoice takes the repair's own lines." });
    if (input.kind === 'full' && input.customer === null)
      context.addIssue({ code: 'custom', path: ['customer'], message: 'A full invoice names its customer.' });
  });
export type TSalesInvoicesIssueInput = z.output<typeof ZSalesInvoicesIssueInputSchema>;

export const ZSalesInvoicesGetInputSchema = z.object({ id: z.string().min(1).max(200) });

/**
 * docs/product.md §29.4: a document is corrected by another, never edited. `total` takes all of it back, `partial`
 * takes back the lines given (their prices as charged, positive), and `replace` issues the full invoice (F3) that
 * replaces a simplified one, naming its customer.
 */
export const ZSalesInvoicesRectifyInputSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('total'), id: z.string().min(1).max(200), reason: text(300).min(1) }),
  z.object({
    mode: z.literal('partial'),
    id: z.string().min(1).max(200),
    reason: text(300).min(1),
    lines: z.array(ZSalesLineInputSchema).min(1).max(500),
  }),
  z.object({ mode: z.literal('replace'), id: z.string().min(1).max(200), customer: ZSalesCustomerSchema }),
]);
export type TSalesInvoicesRectifyInput = z.output<typeof ZSalesInvoicesRectifyInputSchema>;
export const ZSalesInvoicesListInputSchema = z.object({
  search: text(100).default(''),
  seriesId: z.string().nullable().default(null),
  kind: z.enum(SALES_DOCUMENT_KINDS).nullable().default(null),
  from: z.iso.date().nullable().default(null),
  to: z.iso.date().nullable().default(null),
  /** docs/product.md §29: only the documents whose VERI*FACTU record (its newest alta) stands in this sending state. */
  sendState: z.enum(VERIFACTU_SEND_STATES).nullable().default(null),
  limit: z.number().int().min(1).max(200).default(50),
});
export const ZSalesInvoicesListOutputSchema = z.object({ documents: z.array(ZSalesDocumentSchema) });

/** "T2026/15" for a yearly series, "T/15" for a continuing one (docs/product.md §29.3). */
export function salesNumberText(seriesCode: string, numbering: 'yearly' | 'continuing', year: number, number: number): string {
  return numbering === 'yearly' ? `${seriesCode}${year}/${number}` : `${seriesCode}/${number}`;
}
