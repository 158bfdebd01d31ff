import { isFilteredList as isFiltered } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersOfParams, paramsOf, viewOfParams } from './filters';

describe('the repairs screen in the URL', () => {
  it('is monthly, unfiltered and on the board by default (docs/product.md §9)', () => {
    const params = new URLSearchParams();
    expect(filtersOfParams(params)).toEqual(DEFAULT_FILTERS);
    expect(filtersOfParams(params).timeframe).toBe('monthly');
    expect(viewOfParams(params)).toBe('board');
    expect(paramsOf(DEFAULT_FILTERS, 'board').toString()).toBe('');
  });

  it('survives a round trip', () => {
    const filters = {
      timeframe: 'custom' as const,
      custom: { from: '2026-06-01', to: '2026-06-30' },
      statuses: ['paused' as const, 'inProgress' as const],
      payment: 'paid' as const,
      mechanic: 'mech-1',
      search: 'Vidal',
    };
    const read = filtersOfParams(paramsOf(filters, 'list'));
    expect(read).toEqual({ ...filters, statuses: ['inProgress', 'paused'] });
    expect(viewOfParams(paramsOf(filters, 'list'))).toBe('list');
  });

  it('ignores values that are not Rueda’s', () => {
    const read = filtersOfParams(new URLSearchParams('timeframe=decade&status=lost,paused&payment=cash&view=grid'));
    expect(read.timeframe).toBe('monthly');
    expect(read.statuses).toEqual(['paused']);
    expect(read.payment).toBeNull();
    expect(viewOfParams(new URLSearchParams('view=grid'))).toBe('board');
  });

  it('counts status, payment, mechanic and search as filters (docs/product.md §4 filtered order)', () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, search: ' ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, search: 'ana' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, payment: 'paid' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, mechanic: 'm' })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, statuses: ['paused'] })).toBe(true);
  });
});
