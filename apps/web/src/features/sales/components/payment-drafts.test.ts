// docs/product.md §29.5: the payment rows' rules before they are sent: each country's methods, an untyped amount
// following what remains, cash's change, and rows that together go over what remains.
import { describe, expect, it } from 'vitest';
import {
  amountsOf,
  checkPayments,
  isPaymentsCheckClean,
  paymentDraft,
  paymentInputsOf,
  paymentMethodsOf,
  type PaymentDraft,
} from './payment-drafts';

const typed = (fields: Partial<PaymentDraft>): PaymentDraft => ({ ...paymentDraft(), isAmountTyped: true, ...fields });

describe('the payment rows (docs/product.md §29.5)', () => {
  it('offers Bizum only in Spain and MB WAY only in Portugal', () => {
    expect(paymentMethodsOf('ES')).toEqual(['cash', 'card', 'bizum', 'transfer']);
    expect(paymentMethodsOf('PT')).toEqual(['cash', 'card', 'mbway', 'transfer']);
    expect(paymentMethodsOf(null)).toEqual(['cash', 'card', 'transfer']);
  });

  it('gives untyped rows what the typed ones leave, in order, never below zero', () => {
    expect(amountsOf([paymentDraft()], 4500)).toEqual([4500]);
    expect(amountsOf([typed({ amountCents: 2000 }), paymentDraft()], 4500)).toEqual([2000, 2500]);
    expect(amountsOf([paymentDraft(), typed({ amountCents: 2000 }), paymentDraft()], 4500)).toEqual([2500, 2000, 0]);
    expect(amountsOf([typed({ amountCents: 5000 }), paymentDraft()], 4500)).toEqual([5000, 0]);
  });

  it('works out cash’s change and refuses cash short of its amount', () => {
    const check = checkPayments([typed({ amountCents: 4500, tenderedCents: 5000 })], 4500);
    expect(check.changes).toEqual([500]);
    expect(isPaymentsCheckClean(check)).toBe(true);
    const short = checkPayments([typed({ amountCents: 4500, tenderedCents: 4000 })], 4500);
    expect(short.problems).toEqual([['tendered']]);
    expect(short.changes).toEqual([null]);
    // A card's "handed over" is not sent: only cash gives change.
    expect(paymentInputsOf([typed({ method: 'card', amountCents: 4500, tenderedCents: 5000 })], 4500)).toEqual([
      { method: 'card', amountCents: 4500, tenderedCents: null },
    ]);
  });

  it('says by how much rows go over what remains, and wants every amount', () => {
    const over = checkPayments([typed({ amountCents: 3000 }), typed({ method: 'card', amountCents: 2000 })], 4500);
    expect(over.overCents).toBe(500);
    expect(isPaymentsCheckClean(over)).toBe(false);
    const empty = checkPayments([typed({ amountCents: null }), paymentDraft()], 4500);
    expect(empty.problems).toEqual([['amount'], []]);
    expect(isPaymentsCheckClean(checkPayments([paymentDraft()], 0))).toBe(false);
  });
});
