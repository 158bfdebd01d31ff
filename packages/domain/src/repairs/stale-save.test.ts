import { describe, expect, it } from 'vitest';
import { checkNotStale } from './stale-save.ts';

describe('checkNotStale (docs/product.md §4)', () => {
  const repair = { lastUpdate: '2026-11-21T12:00:00.000Z' };

  it('lets through a save without an expected version, or based on the stored one (the same instant in any offset)', () => {
    expect(() => checkNotStale(repair, undefined)).not.toThrow();
    expect(() => checkNotStale(repair, '2026-11-21T12:00:00.000Z')).not.toThrow();
    expect(() => checkNotStale(repair, '2026-11-21T13:00:00.000+01:00')).not.toThrow();
  });

  it('refuses a save based on another version with aborted, carrying the stored lastUpdate', () => {
    for (const expected of ['2026-11-21T11:59:59.999Z', '2026-11-21T12:00:00.001Z']) {
      expect(() => checkNotStale(repair, expected)).toThrow(
        expect.objectContaining({ code: 'aborted', details: { reason: 'stale', lastUpdate: repair.lastUpdate } }),
      );
    }
  });
});
