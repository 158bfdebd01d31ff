import { describe, expect, it } from 'vitest';
import { dashboardInputOf, daysOfInput, paramsOfScope, scopeOfParams } from './scope';

const NOW = new Date(2026, 5, 10, 15, 30);

describe('the dashboard scope', () => {
  it('closes a rolling timeframe at the next midnight, so the range holds all day', () => {
    const morning = dashboardInputOf({ timeframe: 'weekly', custom: null }, new Date(2026, 5, 10, 0, 1));
    const evening = dashboardInputOf({ timeframe: 'weekly', custom: null }, new Date(2026, 5, 10, 23, 59));
    expect(morning).toEqual({ from: new Date(2026, 5, 4).toISOString(), to: new Date(2026, 5, 11).toISOString() });
    expect(evening).toEqual(morning);
    // A week is seven days, today the last of them (docs/product.md §4).
    expect(daysOfInput(morning!)).toEqual({ from: '2026-06-04', to: '2026-06-10' });
  });

  it('covers a custom range day by day, both days included, and nothing without its days', () => {
    const custom = { from: '2026-02-01', to: '2026-02-28' };
    const input = dashboardInputOf({ timeframe: 'custom', custom }, NOW);
    expect(input).toEqual({ from: new Date(2026, 1, 1).toISOString(), to: new Date(2026, 2, 1).toISOString() });
    expect(daysOfInput(input!)).toEqual(custom);
    expect(dashboardInputOf({ timeframe: 'custom', custom: null }, NOW)).toBeNull();
  });

  it('reads and writes the repairs screen URL parameters, month by default and in place of "all"', () => {
    expect(scopeOfParams(new URLSearchParams(''))).toEqual({ timeframe: 'monthly', custom: null });
    expect(scopeOfParams(new URLSearchParams('timeframe=all'))).toEqual({ timeframe: 'monthly', custom: null });
    const custom = scopeOfParams(new URLSearchParams('timeframe=custom&from=2026-01-01&to=2026-01-31'));
    expect(custom).toEqual({ timeframe: 'custom', custom: { from: '2026-01-01', to: '2026-01-31' } });
    expect(paramsOfScope(custom).toString()).toBe('timeframe=custom&from=2026-01-01&to=2026-01-31');
    expect(paramsOfScope({ timeframe: 'monthly', custom: null }).toString()).toBe('');
  });
});
