import { describe, expect, it } from 'vitest';
import { BIKE_MANUFACTURERS, bikeModelOptionOf, bikeOptionOf, manufacturerSlugOf } from './manufacturers.ts';

describe('the built-in manufacturers (docs/product.md §12.1)', () => {
  it('holds at least 80 brands, every value and label unique, values lowercase slugs', () => {
    expect(BIKE_MANUFACTURERS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(BIKE_MANUFACTURERS.map((option) => option.value)).size).toBe(BIKE_MANUFACTURERS.length);
    expect(new Set(BIKE_MANUFACTURERS.map((option) => option.label.toLowerCase())).size).toBe(BIKE_MANUFACTURERS.length);
    for (const { value } of BIKE_MANUFACTURERS) expect(value).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps the values it has given out', () => {
    const valueOf = (label: string) => BIKE_MANUFACTURERS.find((option) => option.label === label)?.value;
    expect(valueOf('Riese & Müller')).toBe('riese-muller');
    expect(valueOf('Cervélo')).toBe('cervelo');
    expect(valueOf("B'Twin")).toBe('btwin');
    expect(valueOf('Santa Cruz')).toBe('santa-cruz');
    expect(valueOf('3T')).toBe('3t');
    expect(manufacturerSlugOf('  Öhlins  Bikes ')).toBe('ohlins-bikes');
  });
});

describe('bikeOptionOf', () => {
  it('finds a listed brand whatever its case, accents, spaces or punctuation', () => {
    expect(bikeOptionOf('orbea')).toEqual({ value: 'orbea', label: 'Orbea' });
    expect(bikeOptionOf('  CERVELO ')).toEqual({ value: 'cervelo', label: 'Cervélo' });
    expect(bikeOptionOf('riese muller')).toEqual({ value: 'riese-muller', label: 'Riese & Müller' });
    expect(bikeOptionOf('btwin')).toEqual({ value: 'btwin', label: "B'Twin" });
    expect(bikeOptionOf('santacruz')).toEqual({ value: 'santa-cruz', label: 'Santa Cruz' });
  });

  it('keeps anything else as free text, trimmed, its spaces collapsed', () => {
    expect(bikeOptionOf(' Bicis  Pepe ')).toEqual({ value: 'Bicis Pepe', label: 'Bicis Pepe' });
    expect(bikeOptionOf('Orbeas')).toEqual({ value: 'Orbeas', label: 'Orbeas' });
    expect(bikeOptionOf('--')).toEqual({ value: '--', label: '--' });
  });

  it('is none for nothing typed', () => {
    expect(bikeOptionOf('')).toBeNull();
    expect(bikeOptionOf('   ')).toBeNull();
  });
});

describe('bikeModelOptionOf', () => {
  it('is the text itself, or none', () => {
    expect(bikeModelOptionOf(' Orca  M30 ')).toEqual({ value: 'Orca M30', label: 'Orca M30' });
    expect(bikeModelOptionOf(' ')).toBeNull();
  });
});
