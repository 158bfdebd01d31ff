import { describe, expect, it } from 'vitest';
import { catalogueOf } from '@/testing/catalogue-server';
import { catalogueOptions } from './services';

describe('the catalogue options a repair is offered', () => {
  it('leave out the archived items and follow each kind’s positions, whatever order the list came in', () => {
    const catalogue = catalogueOf({
      packs: [
        { id: 'p-2', title: 'Completa', price: 8900, position: 2 },
        { id: 'p-old', title: 'Antigua', price: 5000, position: 0, archived: true },
        { id: 'p-1', title: 'Básica', price: 3500, position: 1 },
      ],
      stockItems: [{ id: 'st-1', title: 'Cámara', price: 800, archived: true }],
    });
    expect(catalogueOptions(catalogue).map((option) => option.value)).toEqual(['packs:p-1', 'packs:p-2']);
  });
});
