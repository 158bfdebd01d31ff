import { describe, expect, it } from 'vitest';
import { filtersOfParams, listInputOf, NO_FILTERS, paramsOfFilters } from './document-filters';

describe('the documents list’s filters in the address', () => {
  it('go there and back', () => {
    const filters = { search: 'T2026', seriesId: 'series-T', kind: 'simplified' as const, from: '2026-11-01', to: '2026-11-30' };
    expect(paramsOfFilters(filters).toString()).toBe('q=T2026&series=series-T&kind=simplified&from=2026-11-01&to=2026-11-30');
    expect(filtersOfParams(paramsOfFilters(filters))).toEqual(filters);
    expect(paramsOfFilters(NO_FILTERS).toString()).toBe('');
    const refused = { ...NO_FILTERS, sendState: 'refused' as const };
    expect(paramsOfFilters(refused).toString()).toBe('aeat=refused');
    expect(filtersOfParams(paramsOfFilters(refused))).toEqual(refused);
  });

  it('drop what is malformed', () => {
    expect(filtersOfParams(new URLSearchParams('kind=receipt&from=yesterday&to=2026-11-31x&aeat=lost'))).toEqual(NO_FILTERS);
  });

  it('ask the server for the search trimmed', () => {
    expect(listInputOf({ ...NO_FILTERS, search: '  Ana ' })).toEqual({ ...NO_FILTERS, search: 'Ana', limit: 100 });
    expect(listInputOf({ ...NO_FILTERS, sendState: 'refused' })).toEqual({ ...NO_FILTERS, sendState: 'refused', search: '', limit: 100 });
  });
});
