// The day's till (docs/product.md §29.6): its opening float, cash put in or taken out with a reason, the day's
// totals per payment method and per VAT rate, the cash counted against the cash expected, and who closed it. The
// day report (the Z report) is data here; the web app and the PDF draw it. A closed day is never reopened.
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../repairs/repair.ts';
import { ZSalesIssuerSchema, ZSalesRateTotalSchema, type TSalesDocument } from './documents.ts';
import { SALES_PAYMENT_METHODS, type SalesPaymentMethod, type TSalesPayment } from './payments.ts';

export const TILL_MOVE_DIRECTIONS = ['in', 'out'] as const;
/** unopened: no float given yet; open: the float given; closed: counted and closed, for good. */
export const TILL_STATES = ['unopened', 'open', 'closed'] as const;

/** A till day, YYYY-MM-DD in the workshop's zone; the day of the call when absent. */
const day = z.iso.date().nullable().default(null);
const amount = z.number().int().min(0).max(MAX_AMOUNT_CENTS);

export const ZTillGetInputSchema = z.object({ day });
export const ZTillOpenInputSchema = z.object({ day, floatCents: amount });
export const ZTillMoveInputSchema = z.object({
  day,
  direction: z.enum(TILL_MOVE_DIRECTIONS),
  amountCents: amount.min(1),
  reason: z.string().trim().min(1).max(200),
});
export const ZTillCloseInputSchema = z.object({ day, countedCents: amount });

/** A member as the report names them. */
export const ZTillPersonSchema = z.object({ userId: z.string(), name: z.string() });

export const ZTillMoveSchema = z.object({
  id: z.string(),
  direction: z.enum(TILL_MOVE_DIRECTIONS),
  amountCents: z.number().int(),
  reason: z.string(),
  recordedAt: z.iso.datetime({ offset: true }),
  recordedBy: ZTillPersonSchema,
});
export type TTillMove = z.infer<typeof ZTillMoveSchema>;

/** One method's money in the day: payments and deposits taken, refunds given back (a positive figure), and the net. */
export const ZTillMethodTotalSchema = z.object({
  method: z.enum(SALES_PAYMENT_METHODS),
  count: z.number().int(),
  paymentsCents: z.number().int(),
  depositsCents: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
});

/** The drawer: expected = float + cash handed over − change − cash refunds + cash in − cash out. */
export const ZTillCashSchema = z.object({
  floatCents: z.number().int(),
  tenderedCents: z.number().int(),
  changeCents: z.number().int(),
  refundsCents: z.number().int(),
  inCents: z.number().int(),
  outCents: z.number().int(),
  expectedCents: z.number().int(),
  /** What was counted at the close, and counted − expected (a shortfall is negative); null until closed. */
  countedCents: z.number().int().nullable(),
  differenceCents: z.number().int().nullable(),
});
export type TTillCash = z.infer<typeof ZTillCashSchema>;

/** A series' documents in the day: how many, the first and last numbers, their total. */
export const ZTillSeriesSchema = z.object({
  seriesCode: z.string(),
  count: z.number().int(),
  firstNumberText: z.string(),
  lastNumberText: z.string(),
  totalCents: z.number().int(),
});

export const ZTillDocumentsSchema = z.object({
  count: z.number().int(),
  series: z.array(ZTillSeriesSchema),
  /** The documents' totals per VAT rate, highest rate first (rectifying documents subtract). */
  byRate: z.array(ZSalesRateTotalSchema),
  totalCents: z.number().int(),
  baseCents: z.number().int(),
  taxCents: z.number().int(),
});

/** docs/product.md §29.6: the day's till and its report, as tillGet answers and tillClose keeps it. */
export const ZTillDaySchema = z.object({
  day: z.iso.date(),
  state: z.enum(TILL_STATES),
  /** The workshop as its tax settings name it; null before an admin set them. */
  issuer: ZSalesIssuerSchema.nullable(),
  openedAt: z.iso.datetime({ offset: true }).nullable(),
  openedBy: ZTillPersonSchema.nullable(),
  documents: ZTillDocumentsSchema,
  methods: z.array(ZTillMethodTotalSchema),
  cash: ZTillCashSchema,
  moves: z.array(ZTillMoveSchema),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
  closedBy: ZTillPersonSchema.nullable(),
});
export type TTillDay = z.infer<typeof ZTillDaySchema>;

/** A document as the report counts it. */
export interface TillDocument {
  kind: TSalesDocument['kind'];
  seriesCode: string;
  year: number;
  number: number;
  numberText: string;
  totalCents: number;
  breakdown: readonly z.infer<typeof ZSalesRateTotalSchema>[];
}

/** A ledger entry as the report counts it: a refund counts on the day it is given, whatever day it undoes. */
export type TillPayment = Pick<TSalesPayment, 'kind' | 'method' | 'amountCents' | 'tenderedCents' | 'changeCents'>;

/**
 * The day's documents: per series, per rate, and in all. A full invoice replacing a simplified one counts in its series
 * but charges nothing new (docs/product.md §29.4): the simplified one's rates were counted on its own day.
 */
export function tillDocumentsOf(documents: readonly TillDocument[]): z.infer<typeof ZTillDocumentsSchema> {
  const ordered = [...documents].sort((a, b) => a.seriesCode.localeCompare(b.seriesCode) || a.year - b.year || a.number - b.number);
  const series = new Map<string, z.infer<typeof ZTillSeriesSchema>>();
  const rates = new Map<number, z.infer<typeof ZSalesRateTotalSchema>>();
  for (const document of ordered) {
    const entry = series.get(document.seriesCode);
    if (entry)
      Object.assign(entry, {
        count: entry.count + 1,
        lastNumberText: document.numberText,
        totalCents: entry.totalCents + document.totalCents,
      });
    else
      series.set(document.seriesCode, {
        seriesCode: document.seriesCode,
        count: 1,
        firstNumberText: document.numberText,
        lastNumberText: document.numberText,
        totalCents: document.totalCents,
      });
    for (const rate of document.kind === 'replacing' ? [] : document.breakdown) {
      const total = rates.get(rate.rateBp) ?? { rateBp: rate.rateBp, grossCents: 0, baseCents: 0, taxCents: 0 };
      rates.set(rate.rateBp, {
        rateBp: rate.rateBp,
        grossCents: total.grossCents + rate.grossCents,
        baseCents: total.baseCents + rate.baseCents,
        taxCents: total.taxCents + rate.taxCents,
      });
    }
  }
  const byRate = [...rates.values()].sort((a, b) => b.rateBp - a.rateBp);
  const sum = (pick: (rate: z.infer<typeof ZSalesRateTotalSchema>) => number) => byRate.reduce((total, rate) => total + pick(rate), 0);
  return {
    count: documents.length,
    series: [...series.values()],
    byRate,
    totalCents: sum((rate) => rate.grossCents),
    baseCents: sum((rate) => rate.baseCents),
    taxCents: sum((rate) => rate.taxCents),
  };
}

/** The day's money per method, in SALES_PAYMENT_METHODS' order, methods without money left out. */
export function tillMethodsOf(payments: readonly TillPayment[]): z.infer<typeof ZTillMethodTotalSchema>[] {
  const totals = new Map<SalesPaymentMethod, z.infer<typeof ZTillMethodTotalSchema>>();
  for (const payment of payments) {
    if (payment.method === null) continue;
    const total = totals.get(payment.method) ?? {
      method: payment.method,
      count: 0,
      paymentsCents: 0,
      depositsCents: 0,
      refundsCents: 0,
      netCents: 0,
    };
    total.count += 1;
    total.netCents += payment.amountCents;
    if (payment.kind === 'refund') total.refundsCents -= payment.amountCents;
    else if (payment.kind === 'deposit') total.depositsCents += payment.amountCents;
    else total.paymentsCents += payment.amountCents;
    totals.set(payment.method, total);
  }
  return SALES_PAYMENT_METHODS.flatMap((method) => totals.get(method) ?? []);
}

/**
 * docs/product.md §29.6: the cash the drawer should hold. Cash payments count as handed over less the change given,
 * so the change drawn from the float is accounted for; a cash refund leaves the drawer.
 */
export function tillCashOf(
  floatCents: number,
  payments: readonly TillPayment[],
  moves: readonly Pick<TTillMove, 'direction' | 'amountCents'>[],
  countedCents: number | null,
): TTillCash {
  const cash = payments.filter((payment) => payment.method === 'cash');
  const taken = cash.filter((payment) => payment.amountCents > 0);
  const tenderedCents = taken.reduce((sum, payment) => sum + (payment.tenderedCents ?? payment.amountCents), 0);
  const changeCents = taken.reduce((sum, payment) => sum + payment.changeCents, 0);
  const refundsCents = -cash.filter((payment) => payment.amountCents < 0).reduce((sum, payment) => sum + payment.amountCents, 0);
  const moved = (direction: 'in' | 'out') =>
    moves.filter((move) => move.direction === direction).reduce((sum, move) => sum + move.amountCents, 0);
  const inCents = moved('in');
  const outCents = moved('out');
  const expectedCents = floatCents + tenderedCents - changeCents - refundsCents + inCents - outCents;
  return {
    floatCents,
    tenderedCents,
    changeCents,
    refundsCents,
    inCents,
    outCents,
    expectedCents,
    countedCents,
    differenceCents: countedCents === null ? null : countedCents - expectedCents,
  };
}
