import { describe, expect, it } from 'vitest';
import { ZServicesCreateInputSchema, ZServicesUpdateInputSchema } from './functions.ts';

describe('servicesUpdate changes', () => {
  it('hold only the fields named: a left-out field keeps its stored value, not a new item’s default', () => {
    const parsed = ZServicesUpdateInputSchema.parse({
      kind: 'maintenances',
      id: 'm-1',
      expectedLastUpdate: '2026-11-23T10:00:00.000Z',
      changes: { price_from: 900 },
    });
    expect(parsed.changes).toEqual({ price_from: 900 });
    expect(() =>
      ZServicesUpdateInputSchema.parse({ kind: 'packs', id: 'p', expectedLastUpdate: '2026-11-23T10:00:00.000Z', changes: {} }),
    ).toThrow();
  });

  it('a new item takes the defaults of its kind', () => {
    const parsed = ZServicesCreateInputSchema.parse({ kind: 'stockItems', service: { title: 'Cámara', price: 650 } });
    expect(parsed.service).toEqual({ title: 'Cámara', price: 650, reference: '', cost: 0, quantity: 0, minQuantity: 0 });
  });
});
