import { describe, expect, it } from 'vitest';
import { CATALOGUE, intake, writeContext } from './fixtures/write-context.ts';
import { ZServiceChoicesSchema, type TServiceChoice } from './functions.ts';
import { ZPackSchema, ZSuspensionSchema } from '../catalogue/catalogue.ts';
import { newRepair } from './new-repair.ts';
import { checkInitialPayment, priceServices } from './pricing.ts';

function choices(input: Partial<Record<'packs' | 'maintenances' | 'suspensions' | 'stockItems', TServiceChoice[]>>) {
  return ZServiceChoicesSchema.parse(input);
}

const needsPricing = expect.objectContaining({ code: 'permission-denied', details: { reason: 'role' } });

describe('checkInitialPayment (docs/roles.md: repairs.pricing)', () => {
  it('lets anyone create a pending repair, and only roles with repairs.pricing create it with another payment', () => {
    expect(() => checkInitialPayment('pending', false)).not.toThrow();
    expect(() => checkInitialPayment('paid', true)).not.toThrow();
    expect(() => checkInitialPayment('paid', false)).toThrow(needsPricing);
  });
});

describe('priceServices', () => {
  it('takes a new item’s title and price from the catalogue, with the chosen quantity, for every kind', () => {
    const priced = priceServices(
      choices({
        packs: [{ id: 'pack-basic' }],
        maintenances: [{ id: 'm-chain', quantity: 2 }],
        suspensions: [{ id: 's-fork' }],
        stockItems: [{ id: 'st-tube', quantity: 3 }],
      }),
      CATALOGUE,
      null,
      false,
    );
    expect(priced).toEqual({
      packs: [{ id: 'pack-basic', title: 'Puesta a punto', price: 3500, quantity: 1 }],
      maintenances: [{ id: 'm-chain', title: 'Cambio de cadena', price: 1200, quantity: 2 }],
      suspensions: [{ id: 's-fork', title: 'Horquilla', price: 6000, quantity: 1 }],
      stockItems: [{ id: 'st-tube', title: 'Cámara', price: 650, quantity: 3 }],
    });
  });

  it('lets only a writer with repairs.pricing set a price other than the base price', () => {
    expect(() => priceServices(choices({ packs: [{ id: 'pack-basic', price: 100 }] }), CATALOGUE, null, false)).toThrow(needsPricing);
    expect(priceServices(choices({ packs: [{ id: 'pack-basic', price: 3500 }] }), CATALOGUE, null, false).packs[0]?.price).toBe(3500);
    expect(priceServices(choices({ packs: [{ id: 'pack-basic', price: 100 }] }), CATALOGUE, null, true).packs[0]?.price).toBe(100);
  });

  it('keeps the price (and the stored fields) of an item already on the repair, whatever the catalogue says now', () => {
    const existing = newRepair(intake({ services: { packs: [{ id: 'pack-basic', price: 3000 }] } }), writeContext({ mayPrice: true }));
    const stored = {
      ...existing,
      form: {
        ...existing.form,
        services: { ...existing.form.services, packs: [{ ...existing.form.services.packs[0]!, note: 'from the older app' }] },
      },
    };
    const priced = priceServices(choices({ packs: [{ id: 'pack-basic' }] }), CATALOGUE, stored, false);
    expect(priced.packs).toEqual([{ id: 'pack-basic', title: 'Puesta a punto', price: 3000, quantity: 1, note: 'from the older app' }]);
    // The catalogue's price is not the base price any more: asking for it is changing the price.
    expect(() => priceServices(choices({ packs: [{ id: 'pack-basic', price: 3500 }] }), CATALOGUE, stored, false)).toThrow(needsPricing);
  });

  it('keeps an item that left the catalogue when it is already on the repair, with its title', () => {
    const existing = newRepair(intake({ services: { maintenances: [{ id: 'm-true' }] } }), writeContext());
    const withoutIt = { ...CATALOGUE, maintenances: new Map() };
    expect(priceServices(choices({ maintenances: [{ id: 'm-true' }] }), withoutIt, existing, false).maintenances).toEqual([
      { id: 'm-true', title: 'Centrado de rueda', price: 1500, quantity: 1 },
    ]);
  });

  it('refuses a service neither on the repair nor in the catalogue, naming its place', () => {
    expect(() =>
      priceServices(choices({ packs: [{ id: 'pack-basic' }], maintenances: [{ id: 'm-chain' }, { id: 'm-nope' }] }), CATALOGUE, null, true),
    ).toThrow(
      expect.objectContaining({
        code: 'invalid-argument',
        details: { fields: [{ field: 'services.maintenances.1.id', message: expect.any(String) }] },
      }),
    );
  });

  it('freezes the title and price an item had when it was added (docs/product.md §3): a renamed, repriced item changes new repairs only', () => {
    const existing = newRepair(intake({ services: { packs: [{ id: 'pack-basic' }] } }), writeContext());
    const renamed = new Map([['pack-basic', ZPackSchema.parse({ id: 'pack-basic', title: 'Puesta a punto 2027', price: 4200 })]]);
    const catalogue = { ...CATALOGUE, packs: renamed };
    expect(priceServices(choices({ packs: [{ id: 'pack-basic' }] }), catalogue, existing, false).packs).toEqual([
      { id: 'pack-basic', title: 'Puesta a punto', price: 3500, quantity: 1 },
    ]);
    expect(priceServices(choices({ packs: [{ id: 'pack-basic' }] }), catalogue, null, false).packs).toEqual([
      { id: 'pack-basic', title: 'Puesta a punto 2027', price: 4200, quantity: 1 },
    ]);
  });

  it('does not offer an archived item to a repair that lacks it, and keeps it on one that has it', () => {
    const archived = new Map([['s-fork', ZSuspensionSchema.parse({ id: 's-fork', title: 'Horquilla', price: 6000, archived: true })]]);
    const catalogue = { ...CATALOGUE, suspensions: archived };
    expect(() => priceServices(choices({ suspensions: [{ id: 's-fork' }] }), catalogue, null, true)).toThrow(
      expect.objectContaining({
        code: 'invalid-argument',
        details: { fields: [{ field: 'services.suspensions.0.id', message: 'This service is archived.' }] },
      }),
    );
    const existing = newRepair(intake({ services: { suspensions: [{ id: 's-fork' }] } }), writeContext());
    expect(priceServices(choices({ suspensions: [{ id: 's-fork' }] }), catalogue, existing, false).suspensions).toEqual([
      { id: 's-fork', title: 'Horquilla', price: 6000, quantity: 1 },
    ]);
  });
});
