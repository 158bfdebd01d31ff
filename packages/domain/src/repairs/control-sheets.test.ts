import { describe, expect, it } from 'vitest';
import { controlSheetsFor, withChecklistUpdates } from './control-sheets.ts';
import { CATALOGUE } from './fixtures/write-context.ts';
import type { TChosenService, TControlSheet } from './repair.ts';

const chosen = (id: string): TChosenService => ({ id, title: id, price: 0, quantity: 1 });

function counter() {
  let count = 0;
  return () => `sheet-${(count += 1)}`;
}

describe('controlSheetsFor (docs/product.md §3)', () => {
  it('gives each chosen pack and maintenance with a checklist a sheet of unchecked items, packs first', () => {
    const sheets = controlSheetsFor(
      { packs: [chosen('pack-full'), chosen('pack-basic')], maintenances: [chosen('m-chain'), chosen('m-true')] },
      CATALOGUE,
      [],
      counter(),
    );
    expect(sheets).toEqual([
      {
        controlSheetId: 'sheet-1',
        packId: 'pack-basic',
        items: [
          { label: 'Frenos', checked: false },
          { label: 'Cambios', checked: false },
        ],
      },
      { controlSheetId: 'sheet-2', maintenanceId: 'm-chain', items: [{ label: 'Cadena medida', checked: false }] },
    ]);
  });

  it('keeps the sheet of a service still chosen, with its checks, and drops the sheets of removed ones', () => {
    const kept: TControlSheet = { controlSheetId: 'old-1', packId: 'pack-basic', items: [{ label: 'Frenos', checked: true }] };
    const removed: TControlSheet = { controlSheetId: 'old-2', maintenanceId: 'm-chain', items: [] };
    const newId = counter();
    expect(controlSheetsFor({ packs: [chosen('pack-basic')], maintenances: [] }, CATALOGUE, [kept, removed], newId)).toEqual([kept]);
    expect(newId()).toBe('sheet-1');
  });

  it('makes no sheet for a service the catalogue does not have (an item kept on the repair)', () => {
    expect(controlSheetsFor({ packs: [chosen('pack-gone')], maintenances: [] }, CATALOGUE, [], counter())).toEqual([]);
  });
});

describe('withChecklistUpdates', () => {
  const sheets: TControlSheet[] = [
    { controlSheetId: 'a', packId: 'pack-basic', items: [{ label: 'Frenos', checked: false }] },
    { controlSheetId: 'b', maintenanceId: 'm-chain', items: [{ label: 'Cadena medida', checked: false }] },
  ];

  it('replaces the items of the sheets named and leaves the others', () => {
    expect(withChecklistUpdates(sheets, [{ controlSheetId: 'b', items: [{ label: 'Cadena medida', checked: true }] }])).toEqual([
      sheets[0],
      { controlSheetId: 'b', maintenanceId: 'm-chain', items: [{ label: 'Cadena medida', checked: true }] },
    ]);
  });

  it('refuses a sheet that is not on the repair, naming its place in the changes', () => {
    expect(() =>
      withChecklistUpdates(sheets, [
        { controlSheetId: 'a', items: [] },
        { controlSheetId: 'z', items: [] },
      ]),
    ).toThrow(
      expect.objectContaining({
        code: 'invalid-argument',
        details: { fields: [{ field: 'changes.controlSheets.1.controlSheetId', message: expect.any(String) }] },
      }),
    );
  });
});
