import { describe, expect, it } from 'vitest';
import { ZMaintenanceSchema, ZPackSchema, ZStockItemSchema } from '../catalogue/catalogue.ts';
import { lockedPriceChanges, planPublication, type CatalogueEntry } from './publication.ts';

const maintenance = (id: string, fields: Record<string, unknown> = {}): CatalogueEntry =>
  ({ kind: 'maintenances', item: ZMaintenanceSchema.parse({ id, title: 'Purgar frenos', price: 2500, ...fields }) }) as CatalogueEntry;
const pack = (id: string, fields: Record<string, unknown> = {}): CatalogueEntry =>
  ({ kind: 'packs', item: ZPackSchema.parse({ id, title: 'Revisión', price: 4900, ...fields }) }) as CatalogueEntry;
const stock = (id: string, fields: Record<string, unknown> = {}): CatalogueEntry =>
  ({
    kind: 'stockItems',
    item: ZStockItemSchema.parse({ id, title: 'Cámara 29"', price: 800, reference: 'CAM-29', ...fields }),
  }) as CatalogueEntry;

describe('a publication of the head office’s catalogue (docs/product.md §32.3)', () => {
  it('creates what the shop lacks, without the head office’s stock, and leaves archived items out', () => {
    const plan = planPublication(
      [maintenance('h-m'), stock('h-s', { quantity: 40, cost: 300 }), maintenance('h-old', { archived: true })],
      [],
      {
        lockPrices: false,
      },
    );
    expect(plan.creates.map((change) => [change.kind, change.from])).toEqual([
      ['maintenances', 'h-m'],
      ['stockItems', 'h-s'],
    ]);
    const stocked = plan.creates[1]!.fields;
    expect(stocked).toMatchObject({ title: 'Cámara 29"', price: 800, reference: 'CAM-29' });
    expect(stocked).not.toHaveProperty('quantity');
    expect(stocked).not.toHaveProperty('cost');
    expect(plan.creates[0]!.fields).not.toHaveProperty('id');
  });

  it('updates a published item but keeps the shop’s own price, unless the head office locks it; the shop’s own items are not touched', () => {
    const head = [maintenance('h-m', { title: 'Purgar frenos hidráulicos', price: 2800 })];
    const shop = [
      maintenance('s-m', { publishedFrom: 'h-m', price: 3000, title: 'Purgar frenos' }),
      maintenance('s-own', { title: 'Purgar frenos', price: 1000 }),
    ];
    const free = planPublication(head, shop, { lockPrices: false });
    expect(free.updates).toEqual([
      expect.objectContaining({
        id: 's-m',
        priceLocked: false,
        fields: expect.objectContaining({ title: 'Purgar frenos hidráulicos', price: 3000 }),
      }),
    ]);
    expect(free.creates).toEqual([]);
    const locked = planPublication(head, shop, { lockPrices: true });
    expect(locked.updates[0]).toMatchObject({ id: 's-m', priceLocked: true, fields: { price: 2800 } });
  });

  it('counts what is already as published, archives what the head office archived, and keeps a stock item’s shelf', () => {
    const shop = [
      maintenance('s-m', { publishedFrom: 'h-m' }),
      stock('s-s', { publishedFrom: 'h-s', quantity: 3, minQuantity: 2, cost: 350 }),
    ];
    const plan = planPublication([maintenance('h-m'), stock('h-s', { quantity: 90, archived: true })], shop, { lockPrices: false });
    expect(plan.unchanged).toBe(1);
    expect(plan.updates).toEqual([
      expect.objectContaining({ id: 's-s', archived: true, fields: expect.objectContaining({ quantity: 3, minQuantity: 2, cost: 350 }) }),
    ]);
  });

  it('names a pack’s maintenances by the shop’s ids, leaving out one the shop was not given', () => {
    const plan = planPublication([pack('h-p', { bonusMaintenances: ['h-m', 'h-x'], allowedBonusMaintenances: ['h-m'] })], [], {
      lockPrices: false,
      mapMaintenanceId: (id) => (id === 'h-m' ? 's-m' : undefined),
    });
    expect(plan.creates[0]!.fields).toMatchObject({ bonusMaintenances: ['s-m'], allowedBonusMaintenances: ['s-m'] });
  });
});

describe('a locked price', () => {
  it('names the price fields a save would change', () => {
    const current = { price: 2500, price_from: null, prices: [] };
    expect(lockedPriceChanges('maintenances', current, { price: 2500, title: 'Otro' })).toEqual([]);
    expect(lockedPriceChanges('maintenances', current, { price: 2000, prices: [{ label: 'XL', price: 10 }] })).toEqual(['price', 'prices']);
  });
});
