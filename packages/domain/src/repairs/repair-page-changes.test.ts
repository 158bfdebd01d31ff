import { describe, expect, it } from 'vitest';
import { CATALOGUE, intake, NOW, writeContext } from './fixtures/write-context.ts';
import { ZRepairsUpdateInputSchema, type TRepairsUpdateInput } from './functions.ts';
import { newRepair } from './new-repair.ts';
import { applyRepairChanges } from './repair-page-changes.ts';
import type { RepairWriteContext } from './repair-write.ts';

const LATER = new Date(NOW.getTime() + 60_000);
const current = newRepair(intake({ services: { packs: [{ id: 'pack-basic' }], maintenances: [{ id: 'm-chain' }] } }), writeContext());

function apply(changes: TRepairsUpdateInput['changes'], write: Partial<RepairWriteContext> = {}) {
  const input = ZRepairsUpdateInputSchema.parse({ id: current.id, expectedLastUpdate: current.lastUpdate, changes });
  return applyRepairChanges(current, input.changes, writeContext({ now: LATER, ...write }));
}

describe('applyRepairChanges (docs/product.md §4 repair page)', () => {
  it('changes only the fields sent, and moves lastUpdate to now', () => {
    const next = apply({ technicalNotes: 'Cambiada la pastilla', priority: 3 });
    expect(next).toEqual({
      ...current,
      technicalNotes: 'Cambiada la pastilla',
      priority: 3,
      lastUpdate: LATER.toISOString(),
      state: { ...current.state, priority: 3, lastUpdate: LATER.toISOString() },
    });
  });

  it('moves lastUpdate past the stored one even when the clock has not', () => {
    expect(applyRepairChanges(current, { technicalNotes: 'x' }, writeContext()).lastUpdate).toBe(new Date(NOW.getTime() + 1).toISOString());
  });

  it('reprices the services: kept items keep their price and sheet, removed ones lose their sheet, new ones get one', () => {
    const checked = {
      ...current,
      state: {
        ...current.state,
        controlSheets: current.state.controlSheets.map((sheet) => ({
          ...sheet,
          items: sheet.items.map((item) => ({ ...item, checked: true })),
        })),
      },
    };
    const cheaper = { ...CATALOGUE, packs: new Map([...CATALOGUE.packs].map(([id, pack]) => [id, { ...pack, price: 100 }])) };
    const next = applyRepairChanges(
      checked,
      {
        services: {
          packs: [{ id: 'pack-basic', quantity: 1 }],
          maintenances: [],
          suspensions: [{ id: 's-fork', quantity: 1 }],
          stockItems: [],
        },
      },
      writeContext({ now: LATER, catalogue: cheaper }),
    );
    expect(next.form.services.packs).toEqual([{ id: 'pack-basic', title: 'Puesta a punto', price: 3500, quantity: 1 }]);
    expect(next.form.suspensions).toEqual([{ id: 's-fork', title: 'Horquilla', price: 6000, quantity: 1 }]);
    expect(next.totalPrice).toBe(3500 + 6000);
    expect(next.state.controlSheets).toEqual([checked.state.controlSheets[0]]);

    const bare = newRepair(intake(), writeContext());
    const withPack = applyRepairChanges(
      bare,
      { services: { packs: [{ id: 'pack-basic', quantity: 1 }], maintenances: [], suspensions: [], stockItems: [] } },
      writeContext({ newId: () => 'new-sheet' }),
    );
    expect(withPack.state.controlSheets).toEqual([
      {
        controlSheetId: 'new-sheet',
        packId: 'pack-basic',
        items: [
          { label: 'Frenos', checked: false },
          { label: 'Cambios', checked: false },
        ],
      },
    ]);
  });

  it('checks the items of a control sheet, and refuses a sheet that is not on the repair', () => {
    const sheet = current.state.controlSheets[0]!;
    const items = sheet.items.map((item) => ({ ...item, checked: true }));
    expect(apply({ controlSheets: [{ controlSheetId: sheet.controlSheetId, items }] }).state.controlSheets).toEqual([
      { ...sheet, items },
      current.state.controlSheets[1],
    ]);
    expect(() => apply({ controlSheets: [{ controlSheetId: 'nope', items }] })).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });

  it('copies a customer typed on the page under the repair’s customer id, or the workshop’s customer the data layer found', () => {
    const typed = apply({ customer: { name: 'Marta', surname: 'Vidal', phone: '699 000 000' } });
    expect(typed.customer).toMatchObject({ id: null, name: 'Marta', surname: 'Vidal', phone: '699 000 000' });
    expect(typed.form).toMatchObject({ phone: '699 000 000', fullName: 'Marta Vidal' });
    const found = {
      id: 'c-2',
      name: 'Pilar',
      surname: 'Prats',
      phone: '611 000 000',
      email: '',
      address: '',
      dni: '',
      created: NOW.toISOString(),
    };
    expect(apply({ customer: { id: 'c-2' } }, { customer: found }).customer).toMatchObject({ id: 'c-2', name: 'Pilar', surname: 'Prats' });
  });

  it('copies a typed bike keeping the year it had, or the workshop’s bike with its id in the state', () => {
    const typed = apply({ bike: { manufacturer: 'BH', model: 'Lynx' } });
    expect(typed.bike).toMatchObject({
      manufacturer: { label: 'BH' },
      model: { label: 'Lynx' },
      year: current.bike.year,
      syncedServicePoint: 'ws-1',
    });
    const bike = {
      id: 'b-2',
      customerId: 'c-2',
      manufacturer: { value: 'giant', label: 'Giant' },
      model: { value: 'TCR', label: 'TCR' },
      color: '',
      year: 2019,
      type: 'road',
      created: NOW.toISOString(),
    };
    const found = apply({ bike: { id: 'b-2' } }, { bike });
    expect(found.bike).toMatchObject({ manufacturer: { label: 'Giant' }, year: 2019, type: 'road' });
    expect(found.state.bike).toEqual({ id: 'b-2' });
  });

  it('sets mechanics that are the workshop’s and refuses others, naming the first', () => {
    expect(apply({ mechanics: ['m-1', 'm-2'] }).mechanics).toEqual(['m-1', 'm-2']);
    expect(() => apply({ mechanics: ['m-1', 'm-x'] }, { unknownMechanics: ['m-x'] })).toThrow(
      expect.objectContaining({ code: 'invalid-argument', details: { fields: [{ field: 'mechanics.1', message: expect.any(String) }] } }),
    );
  });

  it('sets dates, booking and additional data; hours follow the dates (docs/product.md §3)', () => {
    const next = apply({
      entryDate: '2026-11-02T09:00:00.000Z',
      deliveryDate: '2026-11-04T18:00:00.000Z',
      booking: { confirmedDate: '2026-11-01T10:00:00.000Z' },
      additionalData: { frame: 'M' },
    });
    expect(next).toMatchObject({
      entryDate: '2026-11-02T09:00:00.000Z',
      deliveryDate: '2026-11-04T18:00:00.000Z',
      hours: 3,
      form: { additionalData: { frame: 'M' } },
    });
    expect(next.state.booking).toEqual({
      confirmedDate: '2026-11-01T10:00:00.000Z',
      postponedDate: null,
      finishedDate: null,
      observations: '',
    });
  });
});
