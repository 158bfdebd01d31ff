import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareForFilteredList, compareForList, isFilteredList, listOrderOf, sortRepairs, type OrderedRepair } from './ordering.ts';

function repair(id: string, fields: Partial<OrderedRepair>): OrderedRepair {
  return { id, orderPosition: null, priority: 0, created: '2026-01-01T00:00:00.000Z', lastUpdate: '2026-01-01T00:00:00.000Z', ...fields };
}

describe('list order (docs/product.md §4)', () => {
  it('puts repairs with an orderPosition first, ascending, then the newest created', () => {
    const sorted = sortRepairs(
      [
        repair('old', { created: '2026-01-01T00:00:00.000Z' }),
        repair('pos2', { orderPosition: 2 }),
        repair('new', { created: '2026-02-01T00:00:00.000Z' }),
        repair('pos0', { orderPosition: 0, created: '2025-01-01T00:00:00.000Z' }),
      ],
      'list',
    );
    expect(sorted.map((r) => r.id)).toEqual(['pos0', 'pos2', 'new', 'old']);
  });

  it('orders the filtered list by priority, highest first, then the newest lastUpdate', () => {
    const sorted = sortRepairs(
      [
        repair('low-new', { priority: 0, lastUpdate: '2026-03-01T00:00:00.000Z' }),
        repair('high-old', { priority: 5, lastUpdate: '2026-01-01T00:00:00.000Z' }),
        repair('high-new', { priority: 5, lastUpdate: '2026-02-01T00:00:00.000Z', orderPosition: 0 }),
      ],
      'filtered',
    );
    expect(sorted.map((r) => r.id)).toEqual(['high-new', 'high-old', 'low-new']);
  });

  const arbitraryRepair = fc.record({
    id: fc.string({ minLength: 1, maxLength: 4 }),
    orderPosition: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
    priority: fc.integer({ min: 0, max: 3 }),
    created: fc.integer({ min: 0, max: 5 }).map((day) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString()),
    lastUpdate: fc.integer({ min: 0, max: 5 }).map((day) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString()),
  });

  it('is a total order: antisymmetric and transitive, whatever the repairs', () => {
    for (const compare of [compareForList, compareForFilteredList]) {
      fc.assert(
        fc.property(arbitraryRepair, arbitraryRepair, arbitraryRepair, (a, b, c) => {
          // Two equal repairs compare as 0 both ways; `+ 0` reads -0 as 0, which toBe (Object.is) tells apart.
          expect(Math.sign(compare(a, b)) + 0).toBe(-Math.sign(compare(b, a)) + 0);
          if (compare(a, b) <= 0 && compare(b, c) <= 0) expect(compare(a, c)).toBeLessThanOrEqual(0);
        }),
      );
    }
  });
});

describe('listOrderOf (docs/product.md §4: which filters switch to the filtered list’s order)', () => {
  it('keeps the list order with the timeframe alone, or filters that are absent, null, empty or blank', () => {
    expect(listOrderOf({})).toBe('list');
    expect(listOrderOf({ status: null, statuses: [], payment: null, mechanic: null, search: '  ' })).toBe('list');
    expect(listOrderOf({ status: [], search: undefined })).toBe('list');
  });

  it('takes the filtered order for a status, payment, mechanic or search, in the server’s shape', () => {
    for (const filters of [
      { status: 'paused' as const },
      { status: ['paused', 'finished'] as const },
      { payment: 'paid' as const },
      { mechanic: 'm-1' },
      { search: ' ana ' },
    ]) {
      expect(listOrderOf(filters), JSON.stringify(filters)).toBe('filtered');
    }
  });

  it('takes the filtered order for the web’s filters, statuses included', () => {
    const web = { timeframe: 'monthly', custom: null, statuses: [], payment: null, mechanic: null, search: '' };
    expect(isFilteredList(web)).toBe(false);
    expect(listOrderOf({ ...web, statuses: ['inProgress'] })).toBe('filtered');
    expect(listOrderOf({ ...web, mechanic: 'm-1' })).toBe('filtered');
  });
});
