import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEFRAME, timeframeRange } from './timeframe.ts';

const NOW = new Date(2026, 10, 21, 15, 30);

describe('repairs timeframe', () => {
  it('is monthly by default (docs/product.md §9)', () => {
    expect(DEFAULT_TIMEFRAME).toBe('monthly');
  });

  it('covers rolling windows ending now, from midnight', () => {
    expect(timeframeRange('weekly', NOW)).toEqual({ from: new Date(2026, 10, 14).toISOString() });
    expect(timeframeRange('monthly', NOW)).toEqual({ from: new Date(2026, 9, 21).toISOString() });
    expect(timeframeRange('yearly', NOW)).toEqual({ from: new Date(2025, 10, 21).toISOString() });
    // The same range all day long.
    expect(timeframeRange('monthly', new Date(2026, 10, 21, 23, 59))).toEqual(timeframeRange('monthly', new Date(2026, 10, 21, 0, 1)));
    expect(timeframeRange('all', NOW)).toEqual({});
  });

  it('covers both days of a custom range, in either order', () => {
    const range = { from: new Date(2026, 10, 1).toISOString(), to: new Date(2026, 10, 11).toISOString() };
    expect(timeframeRange('custom', NOW, { from: '2026-11-01', to: '2026-11-10' })).toEqual(range);
    expect(timeframeRange('custom', NOW, { from: '2026-11-10', to: '2026-11-01' })).toEqual(range);
    expect(timeframeRange('custom', NOW, { from: 'yesterday', to: '2026-11-01' })).toEqual({});
  });
});
