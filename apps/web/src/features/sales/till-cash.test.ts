// docs/product.md §29.6: the drawer's count, note by note, and the till's refusals in words.
import { FunctionError, invalidField } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { countedOf, tillRefusalKey } from './till-cash';

describe('the drawer count (docs/product.md §29.6)', () => {
  it('sums notes and coins to the cent', () => {
    expect(countedOf({})).toBe(0);
    // 2 × 50 € + 3 × 20 € + 1 × 5 € + 4 × 2 € + 7 × 0,50 € + 3 × 0,01 € = 176,53 €.
    expect(countedOf({ 5000: 2, 2000: 3, 500: 1, 200: 4, 50: 7, 1: 3 })).toBe(17_653);
  });

  it('names a closed day, an open one and a day not begun', () => {
    expect(tillRefusalKey(new FunctionError('aborted', 'closed', { reason: 'till-closed' }))).toBe('till.refusal.closed');
    expect(tillRefusalKey(new FunctionError('aborted', 'open', { reason: 'till-open' }))).toBe('till.refusal.alreadyOpen');
    expect(tillRefusalKey(invalidField('day', 'That day has not begun.'))).toBe('till.refusal.dayNotBegun');
    expect(tillRefusalKey(new FunctionError('unavailable', 'offline'))).toBe('refusal.unavailable');
  });
});
