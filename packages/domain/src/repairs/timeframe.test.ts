import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEFRAME, timeframeRange } from './timeframe.ts';

const NOW = new Date(2026, 10, 21, 15, 30);

describe('repairs timeframe', () => {
  it('is monthly by default (docs/product.md §9)', () => {
    expect(DEFAULT_TIMEFRAME).toBe('monthly');
  });

  it('covers rolling windows ending now, from midnight', () => {
    expect(timeframeRange('weekly', NOW)).toEqual({ from: new Date(2026, 10, 15).toISOString() });
    expect(timeframeRange('monthly', NOW)).toEqual({ from: new Date(2026, 9, 22).toISOString() });
    expect(timeframeRange('yearly', NOW)).toEqual({ from: new Date(2025, 10, 22).toISOString() });
    // The same range all day long.
    expect(timeframeRange('monthly', new Date(2026, 10, 21, 23, 59))).toEqual(timeframeRange('monthly', new Date(2026, 10, 21, 0, 1)));
    expect(timeframeRange('all', NOW)).toEqual({});
  });

  it('holds no extra day: a week is seven days with today, a month and a year end today', () => {
    const days = (from: string | undefined) => Math.round((new Date(2026, 10, 29).getTime() - Date.parse(from!)) / 86_400_000);
    const today = new Date(2026, 10, 28, 18);
    expect(days(timeframeRange('weekly', today).from)).toBe(7);
    expect(timeframeRange('weekly', today).from).toBe(new Date(2026, 10, 22).toISOString());
    expect(timeframeRange('monthly', today).from).toBe(new Date(2026, 9, 29).toISOString());
    expect(timeframeRange('yearly', today).from).toBe(new Date(2025, 10, 29).toISOString());
    // A shorter month before: from its first day on, never into the month itself.
    expect(timeframeRange('monthly', new Date(2026, 2, 31, 9)).from).toBe(new Date(2026, 2, 1).toISOString());
    expect(timeframeRange('yearly', new Date(2028, 1, 29, 9)).from).toBe(new Date(2027, 2, 1).toISOString());
  });

  it('covers both days of a custom range, in either order', () => {
    const range = { from: new Date(2026, 10, 1).toISOString(), to: new Date(2026, 10, 11).toISOString() };
    expect(timeframeRange('custom', NOW, { from: '2026-11-01', to: '2026-11-10' })).toEqual(range);
    expect(timeframeRange('custom', NOW, { from: '2026-11-10', to: '2026-11-01' })).toEqual(range);
    expect(timeframeRange('custom', NOW, { from: 'yesterday', to: '2026-11-01' })).toEqual({});
  });
});
