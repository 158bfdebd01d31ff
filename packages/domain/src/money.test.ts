import { describe, expect, it } from 'vitest';
import { formatAmount, sumOfItems } from './money.ts';

describe('amounts (docs/product.md §9)', () => {
  it('formats cents with the es-ES locale and the currency in uppercase', () => {
    expect(formatAmount(2999, 'eur').replace(/\s/g, ' ')).toBe('29,99 €');
    expect(formatAmount(123456, 'EUR').replace(/\s/g, ' ')).toBe('1234,56 €');
    expect(formatAmount(1234567, 'EUR').replace(/\s/g, ' ')).toBe('12.345,67 €');
    expect(formatAmount(500, 'usd').replace(/\s/g, ' ')).toBe('5,00 US$');
  });

  it('sums price times quantity', () => {
    expect(sumOfItems([{ price: 1000, quantity: 2 }, { price: 250 }])).toBe(2250);
  });
});
