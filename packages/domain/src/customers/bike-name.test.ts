import { describe, expect, it } from 'vitest';
import { knownBikeName } from './bike-name.ts';

describe('knownBikeName', () => {
  it('names a bike by its brand and model, as options or as labels', () => {
    expect(knownBikeName({ manufacturer: { value: 'orbea', label: 'Orbea' }, model: { value: 'Orca', label: 'Orca' } })).toBe('Orbea Orca');
    expect(knownBikeName({ manufacturer: ' BH ', model: 'Ultralight' })).toBe('BH Ultralight');
  });

  it('leaves out docs/product.md §3’s defaults of a bike missing details, and says nothing when neither is known', () => {
    expect(knownBikeName({ manufacturer: 'generic', model: 'unknown' })).toBe('');
    expect(knownBikeName({ manufacturer: { value: 'generic', label: 'generic' }, model: { value: 'unknown', label: 'unknown' } })).toBe('');
    expect(knownBikeName({ manufacturer: 'generic', model: 'Alma' })).toBe('Alma');
    expect(knownBikeName({ manufacturer: { value: 'trek', label: 'Trek' }, model: null })).toBe('Trek');
    expect(knownBikeName({ manufacturer: undefined, model: '' })).toBe('');
  });
});
