import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../errors.ts';
import {
  balanceFigures,
  changeOf,
  checkPaymentsFit,
  owedOf,
  repairPaymentOf,
  type OwedDocument,
  ZSalesDepositsTakeInputSchema,
  ZSalesPaymentsListInputSchema,
  ZSalesPaymentsRecordInputSchema,
} from './payments.ts';

const fieldOf = (index: number) => `payments.${index}.amountCents`;
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('a payment as the till takes it (docs/product.md §29.5)', () => {
  it('refuses an amount of zero or less, and cash handed over short of the amount', () => {
    for (const amountCents of [0, -1, 1.5])
      expect(issuesOf(ZSalesPaymentsRecordInputSchema.safeParse({ documentId: 'd', payments: [{ method: 'card', amountCents }] }))).toEqual(
        ['payments.0.amountCents'],
      );
    const short = ZSalesPaymentsRecordInputSchema.safeParse({
      documentId: 'd',
      payments: [{ method: 'cash', amountCents: 500, tenderedCents: 499 }],
    });
    expect(issuesOf(short)).toEqual(['payments.0.tenderedCents']);
    expect(issuesOf(ZSalesPaymentsRecordInputSchema.safeParse({ documentId: 'd', payments: [] }))).toEqual(['payments']);
  });

  it('takes what was handed over only for cash, and gives the change', () => {
    const card = ZSalesDepositsTakeInputSchema.safeParse({ repairId: 'r', method: 'card', amountCents: 500, tenderedCents: 1000 });
    expect(issuesOf(card)).toEqual(['tenderedCents']);
    const cash = ZSalesDepositsTakeInputSchema.parse({ repairId: 'r', method: 'cash', amountCents: 4250, tenderedCents: 5000 });
    expect(changeOf(cash)).toBe(750);
    expect(changeOf(ZSalesDepositsTakeInputSchema.parse({ repairId: 'r', method: 'bizum', amountCents: 4250 }))).toBe(0);
  });

  it('lists the money of a repair or of a document, not both nor neither', () => {
    expect(ZSalesPaymentsListInputSchema.safeParse({ repairId: 'r' }).success).toBe(true);
    expect(ZSalesPaymentsListInputSchema.safeParse({ documentId: 'd' }).success).toBe(true);
    expect(ZSalesPaymentsListInputSchema.safeParse({}).success).toBe(false);
    expect(ZSalesPaymentsListInputSchema.safeParse({ repairId: 'r', documentId: 'd' }).success).toBe(false);
  });
});

describe('what remains to pay', () => {
  it('lets payments settle exactly what remains, and names the first one past it', () => {
    expect(() => checkPaymentsFit([{ amountCents: 3000 }, { amountCents: 1250 }], 4250, fieldOf)).not.toThrow();
    const over = (() => {
      try {
        checkPaymentsFit([{ amountCents: 3000 }, { amountCents: 1251 }, { amountCents: 1 }], 4250, fieldOf);
      } catch (error) {
        return error as FunctionError;
      }
    })();
    expect(over).toBeInstanceOf(FunctionError);
    expect(over?.code).toBe('invalid-argument');
    expect(over?.details).toMatchObject({ fields: [{ field: 'payments.1.amountCents' }] });
    expect(() => checkPaymentsFit([{ amountCents: 1 }], 0, fieldOf)).toThrow(FunctionError);
    expect(() => checkPaymentsFit([{ amountCents: 1 }], -500, fieldOf)).toThrow(FunctionError);
  });

  it('deducts deposits and payments net of their refunds from the total', () => {
    const entries = [
      { id: 'd1', kind: 'deposit', amountCents: 2000, refundsId: null },
      { id: 'p1', kind: 'payment', amountCents: 1500, refundsId: null },
      { id: 'p2', kind: 'payment', amountCents: 700, refundsId: null },
      { id: 'r1', kind: 'refund', amountCents: -700, refundsId: 'p2' },
      { id: 'w1', kind: 'waiver', amountCents: 0, refundsId: null },
    ] as const;
    expect(balanceFigures(6000, entries)).toEqual({ depositsCents: 2000, paymentsCents: 1500, remainingCents: 2500 });
    expect(balanceFigures(6000, [...entries, { id: 'r2', kind: 'refund', amountCents: -2000, refundsId: 'd1' }])).toEqual({
      depositsCents: 0,
      paymentsCents: 1500,
      remainingCents: 4500,
    });
  });

  it('never lets a sequence of accepted payments exceed the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 20 }),
        (total, amounts) => {
          const entries: { id: string; kind: 'payment'; amountCents: number; refundsId: null }[] = [];
          for (const amountCents of amounts) {
            const { remainingCents } = balanceFigures(total, entries);
            try {
              checkPaymentsFit([{ amountCents }], remainingCents, fieldOf);
              entries.push({ id: String(entries.length), kind: 'payment', amountCents, refundsId: null });
            } catch {
              // refused: over what remains
            }
          }
          expect(balanceFigures(total, entries).remainingCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("the repair's payment state follows its money", () => {
  it('is pending with nothing paid, partial with something, paid once the invoice is covered', () => {
    expect(repairPaymentOf(null, 0, null)).toBe('pending');
    expect(repairPaymentOf(null, 2000, null)).toBe('partial');
    expect(repairPaymentOf(6000, 5999, null)).toBe('partial');
    expect(repairPaymentOf(6000, 6000, null)).toBe('paid');
    // A deposit that covers the whole price is still partial until the invoice exists to be covered.
    expect(repairPaymentOf(null, 6000, null)).toBe('partial');
  });

  it('keeps the reason a repair was closed without charging while no money moved', () => {
    expect(repairPaymentOf(null, 0, 'warranty')).toBe('warranty');
    expect(repairPaymentOf(null, 0, 'sponsorship')).toBe('sponsorship');
    expect(repairPaymentOf(null, 100, 'warranty')).toBe('partial');
  });
});

describe('what the documents owe (docs/product.md §29.4)', () => {
  const document = (
    id: string,
    kind: OwedDocument['kind'],
    totalCents: number,
    correctsId: string | null = null,
    minute = 0,
  ): OwedDocument => ({
    id,
    kind,
    totalCents,
    correctsId,
    issuedAt: new Date(Date.UTC(2026, 10, 2, 10, minute)).toISOString(),
  });

  it('is the invoice, less what its rectifications take back', () => {
    expect(owedOf([])).toEqual({ owedCents: 0, liveInvoiceId: null });
    expect(owedOf([document('t1', 'simplified', 6550)])).toEqual({ owedCents: 6550, liveInvoiceId: 't1' });
    expect(owedOf([document('t1', 'simplified', 6550), document('r1', 'rectifying', -550, 't1', 1)])).toEqual({
      owedCents: 6000,
      liveInvoiceId: 't1',
    });
  });

  it('after a total rectification is the new invoice alone', () => {
    const undone = [document('t1', 'simplified', 6550), document('r1', 'rectifying', -6550, 't1', 1)];
    expect(owedOf(undone)).toEqual({ owedCents: 0, liveInvoiceId: null });
    expect(owedOf([...undone, document('t2', 'simplified', 6000, null, 2)])).toEqual({ owedCents: 6000, liveInvoiceId: 't2' });
  });

  it('charges nothing more for a full invoice replacing a simplified one, which becomes the live one', () => {
    expect(owedOf([document('t1', 'simplified', 1000), document('f1', 'replacing', 1000, 't1', 1)])).toEqual({
      owedCents: 1000,
      liveInvoiceId: 'f1',
    });
  });
});
