// docs/product.md §31.2: a part's input rules (bad input is refused naming its field), the count a repair keeps of its
// parts, and the line an arrived part puts on its repair.
import { describe, expect, it } from 'vitest';
import { CATALOGUE, intake, NOW, writeContext } from '../repairs/fixtures/write-context.ts';
import { newRepair } from '../repairs/new-repair.ts';
import { repairWithArrivedPart, repairWithPartsCount } from './arrival.ts';
import { ZPartsCreateInputSchema, ZPartsOrderInputSchema, ZPartsUpdateInputSchema } from './functions.ts';
import { partLineId, partsCountOf, type TPart } from './part.ts';

const LATER = new Date(NOW.getTime() + 60_000);

function part(fields: Partial<TPart> = {}): TPart {
  return {
    id: 'p-1',
    repairId: 'id-1',
    serviceId: null,
    title: 'Patilla de cambio Marin #34',
    supplier: 'Ciclos Norte',
    reference: 'MAR-34',
    quantity: 1,
    cost: 900,
    price: 1800,
    note: '',
    state: 'ordered',
    orderedOn: '2026-11-20',
    expectedOn: '2026-11-25',
    arrivedAt: null,
    arrivedBy: null,
    customerToldAt: null,
    created: NOW.toISOString(),
    createdBy: { userId: 'u-1', name: 'Lucía' },
    lastUpdate: NOW.toISOString(),
    ...fields,
  };
}

function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe("a part's input", () => {
  const base = { repairId: 'r-1', title: 'Patilla de cambio', quantity: 1 };

  it('takes a free-text part or a stock item, one of them', () => {
    expect(ZPartsCreateInputSchema.safeParse(base).success).toBe(true);
    expect(ZPartsCreateInputSchema.safeParse({ repairId: 'r-1', serviceId: 'st-tube', quantity: 2 }).success).toBe(true);
    expect(fieldsOf(ZPartsCreateInputSchema.safeParse({ ...base, serviceId: 'st-tube' }))).toEqual(['title']);
    expect(fieldsOf(ZPartsCreateInputSchema.safeParse({ repairId: 'r-1', quantity: 1 }))).toEqual(['title']);
  });

  it('refuses a quantity of 0, a cost below 0 and a price on a stock item, naming the field', () => {
    expect(fieldsOf(ZPartsCreateInputSchema.safeParse({ ...base, quantity: 0 }))).toEqual(['quantity']);
    expect(fieldsOf(ZPartsCreateInputSchema.safeParse({ ...base, cost: -1 }))).toEqual(['cost']);
    expect(fieldsOf(ZPartsCreateInputSchema.safeParse({ repairId: 'r-1', serviceId: 'st-tube', quantity: 1, price: 500 }))).toEqual([
      'price',
    ]);
    expect(
      fieldsOf(ZPartsUpdateInputSchema.safeParse({ id: 'p-1', expectedLastUpdate: NOW.toISOString(), changes: { quantity: 0 } })),
    ).toEqual(['changes.quantity']);
  });

  it('refuses an expected day before the day it was ordered, and takes the same day', () => {
    expect(fieldsOf(ZPartsCreateInputSchema.safeParse({ ...base, orderedOn: '2026-11-20', expectedOn: '2026-11-19' }))).toEqual([
      'expectedOn',
    ]);
    expect(ZPartsCreateInputSchema.safeParse({ ...base, orderedOn: '2026-11-20', expectedOn: '2026-11-20' }).success).toBe(true);
    expect(fieldsOf(ZPartsOrderInputSchema.safeParse({ ids: ['p-1'], orderedOn: '2026-11-20', expectedOn: '2026-11-01' }))).toEqual([
      'expectedOn',
    ]);
  });
});

describe("a repair's parts", () => {
  it('are counted, with those not in', () => {
    expect(partsCountOf([])).toBeUndefined();
    expect(partsCountOf([{ state: 'toOrder' }, { state: 'ordered' }, { state: 'arrived' }])).toEqual({ total: 3, waiting: 2 });
  });

  it('keep their count on the repair, saved after its last save, and nothing changes for the same count', () => {
    const repair = newRepair(intake(), writeContext());
    const counted = repairWithPartsCount(repair, { total: 2, waiting: 2 }, LATER);
    expect(counted.state.parts).toEqual({ total: 2, waiting: 2 });
    expect(counted.lastUpdate > repair.lastUpdate).toBe(true);
    expect(repairWithPartsCount(counted, { total: 2, waiting: 2 }, LATER)).toBe(counted);
    expect(repairWithPartsCount(counted, undefined, LATER).state.parts).toBeUndefined();
  });
});

describe('an arrived part on its repair', () => {
  it('a free-text part is a line of its own at its price, and the total follows', () => {
    const repair = newRepair(intake({ services: { stockItems: [{ id: 'st-tube', quantity: 1 }] } }), writeContext());
    const saved = repairWithArrivedPart(repair, part({ quantity: 2 }), null, { total: 1, waiting: 0 }, LATER);
    expect(saved.form.services.stockItems).toEqual([
      expect.objectContaining({ id: 'st-tube', price: 650 }),
      { id: partLineId('p-1'), title: 'Patilla de cambio Marin #34', price: 1800, quantity: 2 },
    ]);
    expect(saved.totalPrice).toBe(650 + 3600);
    expect(saved.state.parts).toEqual({ total: 1, waiting: 0 });
  });

  it('a free-text part without a price comes at 0, to be priced on the repair page', () => {
    const saved = repairWithArrivedPart(newRepair(intake(), writeContext()), part({ price: null }), null, { total: 1, waiting: 0 }, LATER);
    expect(saved.form.services.stockItems).toEqual([expect.objectContaining({ id: 'part:p-1', price: 0 })]);
  });

  it("a stock item comes at the catalogue's price today, unless the repair has its line already", () => {
    const tube = CATALOGUE.stockItems.get('st-tube')!;
    const stockPart = part({ serviceId: 'st-tube', title: 'Cámara (antes)', price: null, quantity: 3 });
    const bare = repairWithArrivedPart(newRepair(intake(), writeContext()), stockPart, { title: tube.title, price: 700 }, undefined, LATER);
    expect(bare.form.services.stockItems).toEqual([{ id: 'st-tube', title: 'Cámara', price: 700, quantity: 3 }]);

    const withLine = newRepair(intake({ services: { stockItems: [{ id: 'st-tube', quantity: 1 }] } }), writeContext());
    const kept = repairWithArrivedPart(withLine, stockPart, { title: tube.title, price: 700 }, { total: 1, waiting: 0 }, LATER);
    expect(kept.form.services.stockItems).toEqual(withLine.form.services.stockItems);
    expect(kept.state.parts).toEqual({ total: 1, waiting: 0 });
  });
});
