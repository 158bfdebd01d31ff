import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceAmounts, subscriptionStateOf, taxRateOf } from './states.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const later = new Date('2026-11-30T10:00:00Z');
const earlier = new Date('2026-11-20T10:00:00Z');

describe('the workshop’s state from the provider’s subscription', () => {
  it('keeps a workshop whose renewal failed active until its grace period ends, then expires it', () => {
    expect(subscriptionStateOf('active', null, NOW)).toBe('active');
    expect(subscriptionStateOf('past_due', later, NOW)).toBe('active');
    expect(subscriptionStateOf('past_due', NOW, NOW)).toBe('expired');
    expect(subscriptionStateOf('past_due', earlier, NOW)).toBe('expired');
    expect(subscriptionStateOf('past_due', null, NOW)).toBe('expired');
    expect(subscriptionStateOf('unpaid', later, NOW)).toBe('expired');
  });

  it('names a canceled subscription canceled, and one whose first payment never went through incomplete', () => {
    expect(subscriptionStateOf('canceled', null, NOW)).toBe('canceled');
    expect(subscriptionStateOf('incomplete', null, NOW)).toBe('incomplete');
    expect(subscriptionStateOf('incomplete_expired', null, NOW)).toBe('incomplete');
  });
});

describe('an invoice’s sums', () => {
  it('takes VAT out of the price by the billing country', () => {
    expect(taxRateOf('ES')).toBe(0.21);
    expect(taxRateOf('PT')).toBe(0.23);
    expect(taxRateOf(null)).toBe(0.21);
    expect(invoiceAmounts(2999, 0.21)).toEqual({ net: 2479, tax: 520, total: 2999 });
  });

  it('adds up to the cent whatever the amount and rate', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.constantFrom(0, 0.06, 0.21, 0.23), (total, rate) => {
        const { net, tax } = invoiceAmounts(total, rate);
        return net + tax === total && net >= 0 && tax >= 0 && Number.isInteger(net);
      }),
    );
  });
});
