// How what the workshop charges is paid (docs/product.md §29.5): payments on a document, deposits on a repair
// before it is invoiced, refunds that correct either, and the record of a repair closed without charging. Money is
// append-only: an entry is never changed nor deleted, a mistaken one is undone by a refund. Amounts are cents with
// VAT included; a refund's amount is negative.
import { z } from 'zod';
import { invalidField } from '../errors.ts';
import { MAX_AMOUNT_CENTS } from '../repairs/repair.ts';
import { REPAIR_PAYMENTS, type RepairPayment } from '../repairs/status.ts';
import { SALES_PAYMENT_METHODS } from './money-basics.ts';

export { SALES_PAYMENT_METHODS, type SalesPaymentMethod } from './money-basics.ts';
/** A payment on a document, a deposit on a repair, a refund of either, a repair closed without charging. */
export const SALES_PAYMENT_KINDS = ['payment', 'deposit', 'refund', 'waiver'] as const;
export type SalesPaymentKind = (typeof SALES_PAYMENT_KINDS)[number];
/** Why a repair is closed without charging: the repair's own payment values of docs/product.md §4. */
export const SALES_WAIVER_REASONS = ['warranty', 'sponsorship'] as const satisfies readonly RepairPayment[];
export type SalesWaiverReason = (typeof SALES_WAIVER_REASONS)[number];
/** The most payments one call records (a document paid several ways). */
export const SALES_PAYMENTS_MAX = 10;

const id = z.string().min(1).max(200);
const positiveAmount = z.number().int().min(1).max(MAX_AMOUNT_CENTS);

const paymentFields = z.object({
  method: z.enum(SALES_PAYMENT_METHODS),
  /** What the payment settles. */
  amountCents: positiveAmount,
  /** Cash only: what the customer handed over; the change is what it exceeds the amount by. */
  tenderedCents: positiveAmount.nullable().default(null),
});

function checkTendered(payment: z.output<typeof paymentFields>, context: z.RefinementCtx): void {
  if (payment.tenderedCents === null) return;
  if (payment.method !== 'cash')
    context.addIssue({ code: 'custom', path: ['tenderedCents'], message: 'Only cash is handed over with change.' });
  else if (payment.tenderedCents < payment.amountCents)
    context.addIssue({ code: 'custom', path: ['tenderedCents'], message: 'Less than the amount was handed over.' });
}

/** One payment as the till takes it: its method, its amount and, for cash, what was handed over. */
export const ZSalesPaymentInputSchema = paymentFields.superRefine(checkTendered);
export type TSalesPaymentInput = z.output<typeof ZSalesPaymentInputSchema>;

/** docs/product.md §29.5: one or several payments of an issued document. */
export const ZSalesPaymentsRecordInputSchema = z.object({
  documentId: id,
  payments: z.array(ZSalesPaymentInputSchema).min(1).max(SALES_PAYMENTS_MAX),
});

/** docs/product.md §29.5: a deposit on a repair, when it is booked or approved. */
export const ZSalesDepositsTakeInputSchema = paymentFields.extend({ repairId: id }).superRefine(checkTendered);

/** docs/product.md §29.5: a payment or deposit undone, in full unless an amount is given, with the reason. */
export const ZSalesPaymentsRefundInputSchema = z.object({
  paymentId: id,
  /** At most what is left of the entry after its earlier refunds; all of it when absent. */
  amountCents: positiveAmount.nullable().default(null),
  reason: z.string().trim().min(1).max(200),
});

/** docs/product.md §29.5: a warranty or sponsorship repair closed without charging. */
export const ZSalesRepairsCloseWithoutChargeInputSchema = z.object({ repairId: id, reason: z.enum(SALES_WAIVER_REASONS) });

/** The money of one repair (its deposits and its invoice's payments) or of one document. */
export const ZSalesPaymentsListInputSchema = z
  .object({ repairId: id.nullable().default(null), documentId: id.nullable().default(null) })
  .refine((input) => (input.repairId === null) !== (input.documentId === null), {
    path: ['repairId'],
    message: 'Name a repair or a document.',
  });

/** One entry of the ledger, as stored: never changed afterwards. */
export const ZSalesPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(SALES_PAYMENT_KINDS),
  /** null only for a waiver, which moves no money. */
  method: z.enum(SALES_PAYMENT_METHODS).nullable(),
  /** Positive for a payment or a deposit, negative for a refund, zero for a waiver. */
  amountCents: z.number().int(),
  tenderedCents: z.number().int().nullable(),
  changeCents: z.number().int(),
  /** The document it pays (a refund: the refunded payment's); null for a deposit not yet invoiced. */
  documentId: z.string().nullable(),
  repairId: z.string().nullable(),
  /** A refund's refunded entry. */
  refundsId: z.string().nullable(),
  /** A refund's reason, or a waiver's (warranty or sponsorship). */
  reason: z.string(),
  /** The till day it counts in (docs/product.md §29.6): the day's, or the next one once the day is closed. */
  tillDay: z.iso.date(),
  recordedAt: z.iso.datetime({ offset: true }),
  recordedBy: z.string(),
});
export type TSalesPayment = z.infer<typeof ZSalesPaymentSchema>;

/** What is charged, what was paid, what remains, and the repair's payment state that follows (§29.5). */
export const ZSalesBalanceSchema = z.object({
  repairId: z.string().nullable(),
  /** The invoice (a repair's, once issued); null while a repair is not invoiced. */
  documentId: z.string().nullable(),
  /** The invoice's total, or while a repair is not invoiced what its lines charge now. */
  totalCents: z.number().int(),
  depositsCents: z.number().int(),
  paymentsCents: z.number().int(),
  /** total − deposits − payments; below zero when the workshop owes the customer. */
  remainingCents: z.number().int(),
  repairPayment: z.enum(REPAIR_PAYMENTS).nullable(),
  /** Oldest first. */
  payments: z.array(ZSalesPaymentSchema),
});
export type TSalesBalance = z.infer<typeof ZSalesBalanceSchema>;

/** The change a payment gives: what cash handed over exceeds its amount by; none otherwise. */
export function changeOf(payment: Pick<TSalesPaymentInput, 'amountCents' | 'tenderedCents'>): number {
  return payment.tenderedCents === null ? 0 : payment.tenderedCents - payment.amountCents;
}

/**
 * docs/product.md §29.5: payments settle at most what remains; cash handed over beyond it is change, not payment.
 * Throws invalid-argument naming the first payment that goes over (`fieldOf(index)`).
 */
export function checkPaymentsFit(
  payments: readonly Pick<TSalesPaymentInput, 'amountCents'>[],
  remainingCents: number,
  fieldOf: (index: number) => string,
): void {
  let settled = 0;
  payments.forEach((payment, index) => {
    settled += payment.amountCents;
    if (settled > remainingCents) throw invalidField(fieldOf(index), `Over what remains to pay (${Math.max(remainingCents, 0)} cents).`);
  });
}

type LedgerEntry = Pick<TSalesPayment, 'id' | 'kind' | 'amountCents' | 'refundsId'>;

/** Deposits and payments net of their refunds, and what remains of `totalCents`. */
export function balanceFigures(
  totalCents: number,
  entries: readonly LedgerEntry[],
): { depositsCents: number; paymentsCents: number; remainingCents: number } {
  const kindOf = new Map(entries.map((entry) => [entry.id, entry.kind]));
  let depositsCents = 0;
  let paymentsCents = 0;
  for (const entry of entries) {
    const kind = entry.kind === 'refund' ? kindOf.get(entry.refundsId ?? '') : entry.kind;
    if (kind === 'deposit') depositsCents += entry.amountCents;
    else if (kind === 'payment') paymentsCents += entry.amountCents;
  }
  return { depositsCents, paymentsCents, remainingCents: totalCents - depositsCents - paymentsCents };
}

/**
 * docs/product.md §29.5: a repair's payment follows its money. Paid once its invoice is covered, partial while
 * something is paid, else the reason it was closed without charging, else pending.
 */
export function repairPaymentOf(invoiceTotalCents: number | null, paidCents: number, waiver: SalesWaiverReason | null): RepairPayment {
  if (paidCents > 0) return invoiceTotalCents !== null && paidCents >= invoiceTotalCents ? 'paid' : 'partial';
  return waiver ?? 'pending';
}

/** A document as what is owed sees it. */
export interface OwedDocument {
  id: string;
  kind: 'simplified' | 'full' | 'rectifying' | 'replacing';
  totalCents: number;
  correctsId: string | null;
  issuedAt: string;
}

/**
 * docs/product.md §29.4, §29.5: what a repair's or a counter sale's documents charge: the invoices and their
 * rectifications add up (a full invoice replacing a simplified one charges nothing more). The live invoice is the
 * newest one neither replaced nor rectified in total (one of total zero stays live); null when there is none.
 */
export function owedOf(documents: readonly OwedDocument[]): { owedCents: number; liveInvoiceId: string | null } {
  const owedCents = documents.filter((document) => document.kind !== 'replacing').reduce((sum, document) => sum + document.totalCents, 0);
  const isLive = (invoice: OwedDocument) => {
    const corrections = documents.filter((document) => document.correctsId === invoice.id);
    if (corrections.some((document) => document.kind === 'replacing')) return false;
    const rectified = corrections
      .filter((document) => document.kind === 'rectifying')
      .reduce((sum, document) => sum + document.totalCents, 0);
    return invoice.totalCents === 0 || invoice.totalCents + rectified !== 0;
  };
  const live = documents
    .filter((document) => document.kind !== 'rectifying' && isLive(document))
    .sort((a, b) => Date.parse(b.issuedAt) - Date.parse(a.issuedAt));
  return { owedCents, liveInvoiceId: live[0]?.id ?? null };
}
