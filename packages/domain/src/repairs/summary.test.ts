import { describe, expect, it } from 'vitest';
import { matchesSearch } from './summary.ts';

const summary = {
  customer: { id: null, name: 'María', surname: 'Peña', phone: '+34 600 11 22 33' },
  bike: { manufacturer: 'Orbea', model: 'Orca M30', color: 'rojo', type: 'road' },
};

describe('instant search (docs/product.md §4)', () => {
  it('finds a repair by customer name, phone or bike, ignoring case and accents', () => {
    for (const query of ['maria', 'PEÑA', 'pena', '600 11', '600112233', 'orbea orca', 'm30', '', '  '])
      expect(matchesSearch(summary, query)).toBe(true);
    for (const query of ['juan', 'trek', '699']) expect(matchesSearch(summary, query)).toBe(false);
  });
});
