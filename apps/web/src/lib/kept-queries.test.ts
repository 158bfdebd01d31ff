import { describe, expect, it } from 'vitest';
import { KEPT_BOARDS, KEPT_REPAIR_DAYS, keptSortOf, prunedHashes, type KeptEntry } from './kept-queries';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('what the device keeps (docs/product.md §30.2)', () => {
  it("keeps the board, a repair's page, the bookings, the catalogue, the mechanics and the account", () => {
    expect(keptSortOf(['repairs', 'list', { timeframe: 'month' }])).toEqual({ kind: 'board', group: 'board' });
    for (const key of [
      ['repairs', 'detail', 'r1'],
      ['repairs', 'events', 'r1'],
      ['repairs', 'booking-contact', 'r1'],
      ['repairs', 'work', 'repair', 'r1'],
      ['photos', 'repair', 'r1'],
    ])
      expect(keptSortOf(key)).toEqual({ kind: 'repair', group: 'repair:r1' });
    expect(keptSortOf(['bookings', 'list', { from: '2026-11-29', to: '2026-11-30' }])?.kind).toBe('bookings');
    expect(keptSortOf(['bookings', 'capacity', null])?.kind).toBe('bookings');
    expect(keptSortOf(['catalogue', 'list', { includeArchived: false }])?.kind).toBe('reference');
    expect(keptSortOf(['mechanics'])?.kind).toBe('reference');
    expect(keptSortOf(['repairs', 'work', 'current'])?.kind).toBe('reference');
    expect(keptSortOf(['account', 'u1'])?.kind).toBe('account');
  });

  it('keeps nothing of the screens that need the server, nor the session', () => {
    for (const key of [
      ['sales', 'documents', 'list', {}],
      ['subscription', 'details'],
      ['team', 'list'],
      ['session'],
      ['public-config'],
      ['photos', 'image', 'p1', 'thumb'],
      ['customers', 'search', 'ana'],
      ['repairs', 'legacy', 'r1'],
      ['repairs', 'list'],
    ])
      expect(keptSortOf(key)).toBeNull();
  });
});

describe('pruning what the device keeps', () => {
  const entry = (hash: string, key: unknown[], savedAt: number): KeptEntry => ({ hash, sort: keptSortOf(key)!, savedAt });
  const now = 100 * DAY_MS;

  it("forgets a repair's page not read for seven days, all its parts together, by the last read of any", () => {
    const old = now - (KEPT_REPAIR_DAYS * DAY_MS + 1);
    const entries = [
      entry('old-detail', ['repairs', 'detail', 'old'], old),
      entry('old-events', ['repairs', 'events', 'old'], old),
      entry('mixed-detail', ['repairs', 'detail', 'mixed'], old),
      entry('mixed-photos', ['photos', 'repair', 'mixed'], now - DAY_MS),
      entry('mechanics', ['mechanics'], old),
    ];
    expect(prunedHashes(entries, now).sort()).toEqual(['old-detail', 'old-events']);
  });

  it('keeps the newest boards only', () => {
    const boards = Array.from({ length: KEPT_BOARDS + 2 }, (_, index) =>
      entry(`board-${index}`, ['repairs', 'list', { n: index }], now - index),
    );
    expect(prunedHashes(boards, now).sort()).toEqual([`board-${KEPT_BOARDS}`, `board-${KEPT_BOARDS + 1}`]);
  });
});
