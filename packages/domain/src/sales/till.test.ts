import { describe, expect, it } from 'vitest';
import { vatBreakdown } from './vat.ts';
import { tillCashOf, tillDocumentsOf, tillMethodsOf, type TillDocument, type TillPayment, ZTillMoveInputSchema } from './till.ts';

const payment = (change: Partial<TillPayment> & Pick<TillPayment, 'method' | 'amountCents'>): TillPayment => ({
  kind: 'payment',
  tenderedCents: null,
  changeCents: 0,
  ...change,
});

/** A day: 42,50 € paid in cash with 50 € handed over, 30 € by card, 12 € by Bizum, a 20 € cash deposit, a 5 € card refund. */
const DAY: TillPayment[] = [
  payment({ method: 'cash', amountCents: 4250, tenderedCents: 5000, changeCents: 750 }),
  payment({ method: 'card', amountCents: 3000 }),
  payment({ method: 'bizum', amountCents: 1200 }),
  payment({ kind: 'deposit', method: 'cash', amountCents: 2000 }),
  payment({ kind: 'refund', method: 'card', amountCents: -500 }),
  payment({ kind: 'waiver', method: null, amountCents: 0 }),
];

describe("the day's till (docs/product.md §29.6)", () => {
  it('totals each method: payments, deposits, refunds and the net, in the methods’ order', () => {
    expect(tillMethodsOf(DAY)).toEqual([
      { method: 'cash', count: 2, paymentsCents: 4250, depositsCents: 2000, refundsCents: 0, netCents: 6250 },
      { method: 'card', count: 2, paymentsCents: 3000, depositsCents: 0, refundsCents: 500, netCents: 2500 },
      { method: 'bizum', count: 1, paymentsCents: 1200, depositsCents: 0, refundsCents: 0, netCents: 1200 },
    ]);
  });

  it('expects float + cash handed over − change − cash refunds + cash in − cash out, and records the difference', () => {
    const moves = [
      { direction: 'in', amountCents: 1000 },
      { direction: 'out', amountCents: 300 },
    ] as const;
    const refund = payment({ kind: 'refund', method: 'cash', amountCents: -200 });
    const cash = tillCashOf(10_000, [...DAY, refund], moves, 16_600);
    // 100 + 50 + 20 − 7,50 − 2 + 10 − 3 = 167,50 €
    expect(cash).toEqual({
      floatCents: 10_000,
      tenderedCents: 7000,
      changeCents: 750,
      refundsCents: 200,
      inCents: 1000,
      outCents: 300,
      expectedCents: 16_750,
      countedCents: 16_600,
      differenceCents: -150,
    });
    expect(tillCashOf(10_000, DAY, [], null)).toMatchObject({ expectedCents: 16_250, countedCents: null, differenceCents: null });
  });

  it('totals the documents per series and per rate, a rectification subtracting, a replacing invoice charging nothing new', () => {
    const document = (seriesCode: string, number: number, lines: { priceCents: number; rateBp: number }[]): TillDocument => {
      const totals = vatBreakdown(lines.map((line) => ({ ...line, quantity: 1 })));
      return {
        kind: seriesCode === 'R' ? 'rectifying' : seriesCode === 'F' ? 'replacing' : 'simplified',
        seriesCode,
        year: 2026,
        number,
        numberText: `${seriesCode}2026/${number}`,
        totalCents: totals.totalCents,
        breakdown: totals.perRate,
      };
    };
    const report = tillDocumentsOf([
      document('T', 8, [{ priceCents: 1210, rateBp: 2100 }]),
      document('T', 7, [
        { priceCents: 2420, rateBp: 2100 },
        { priceCents: 1040, rateBp: 400 },
      ]),
      document('R', 1, [{ priceCents: -1210, rateBp: 2100 }]),
      // T2026/7 replaced by a full invoice the same day: its sale is counted once, as T2026/7's.
      document('F', 3, [
        { priceCents: 2420, rateBp: 2100 },
        { priceCents: 1040, rateBp: 400 },
      ]),
    ]);
    expect(report.series).toEqual([
      { seriesCode: 'F', count: 1, firstNumberText: 'F2026/3', lastNumberText: 'F2026/3', totalCents: 3460 },
      { seriesCode: 'R', count: 1, firstNumberText: 'R2026/1', lastNumberText: 'R2026/1', totalCents: -1210 },
      { seriesCode: 'T', count: 2, firstNumberText: 'T2026/7', lastNumberText: 'T2026/8', totalCents: 4670 },
    ]);
    expect(report.byRate).toEqual([
      { rateBp: 2100, grossCents: 2420, baseCents: 2000, taxCents: 420 },
      { rateBp: 400, grossCents: 1040, baseCents: 1000, taxCents: 40 },
    ]);
    expect([report.count, report.totalCents, report.baseCents, report.taxCents]).toEqual([4, 3460, 3000, 460]);
    expect(tillDocumentsOf([])).toEqual({ count: 0, series: [], byRate: [], totalCents: 0, baseCents: 0, taxCents: 0 });
  });

  it('refuses a move of nothing or without a reason', () => {
    expect(ZTillMoveInputSchema.safeParse({ direction: 'out', amountCents: 0, reason: 'Banco' }).success).toBe(false);
    expect(ZTillMoveInputSchema.safeParse({ direction: 'out', amountCents: 100, reason: '  ' }).success).toBe(false);
    expect(ZTillMoveInputSchema.parse({ direction: 'out', amountCents: 100, reason: 'Banco' }).day).toBeNull();
  });
});
