// docs/product.md §29.2, §29.4: the charge screen's totals are the domain's, as the server computes them.
import { FunctionError } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { repair } from '@/testing/repairs/factories';
import { breakdownOf, draftLine, draftLineProblems, issueLinesOf, pricedDraftLines, pricedRepairLines, stockItemLine } from './sale-lines';

describe('the charge screen’s lines', () => {
  it('takes three lines of 0,10 € at 21 % to a gross of 0,30 €, a base of 0,25 € and a tax of 0,05 € (docs/product.md §29.2)', () => {
    const lines = pricedDraftLines([0, 1, 2].map(() => draftLine(2100, { description: 'Arandela', priceCents: 10 })));
    // Each line's own base and tax, from its gross alone, are informative: 8 + 2 cents each, 24 + 6 in all.
    expect(lines.map(({ grossCents, baseCents, taxCents }) => [grossCents, baseCents, taxCents])).toEqual([
      [10, 8, 2],
      [10, 8, 2],
      [10, 8, 2],
    ]);
    // What the document declares is the rate's: the gross of the three, its base rounded once.
    expect(breakdownOf(lines)).toEqual({
      perRate: [{ rateBp: 2100, grossCents: 30, baseCents: 25, taxCents: 5 }],
      totalCents: 30,
      baseCents: 25,
      taxCents: 5,
    });
  });

  it('groups the rates, highest first, and sums what the customer pays', () => {
    const lines = pricedDraftLines([
      draftLine(400, { description: 'Libro de rutas', priceCents: 1500 }),
      draftLine(2100, { description: 'Cámara', quantity: 2, priceCents: 800 }),
    ]);
    expect(breakdownOf(lines).perRate.map((rate) => rate.rateBp)).toEqual([2100, 400]);
    expect(breakdownOf(lines).totalCents).toBe(3100);
  });

  it('leaves out of the totals a line still without its quantity or price, and names what it lacks', () => {
    const typing = draftLine(2100, { description: '', quantity: null });
    expect(draftLineProblems(typing)).toEqual(['description', 'quantity', 'priceCents']);
    expect(pricedDraftLines([typing, draftLine(2100, { description: 'Cadena', priceCents: 1200 })])).toHaveLength(1);
    expect(draftLineProblems(draftLine(2100, { description: 'Cadena', quantity: 10_000, priceCents: 1 }))).toEqual(['quantity']);
  });

  it('charges a repair’s lines but the declined ones, at the workshop’s default rate', () => {
    const charged = repair({
      form: {
        services: {
          packs: [{ id: 'pack-basica', title: 'Puesta a punto básica', price: 3500, quantity: 1 }],
          maintenances: [{ id: 'm-purgado', title: 'Purgado de frenos', price: 2400, quantity: 1, declined: true }],
          stockItems: [{ id: 'st-camara', title: 'Cámara 29"', price: 800, quantity: 2 }],
        },
        suspensions: [],
      },
    });
    expect(
      pricedRepairLines(charged, 2300).map(({ description, quantity, rateBp, grossCents, stockItemId }) => [
        description,
        quantity,
        rateBp,
        grossCents,
        stockItemId,
      ]),
    ).toEqual([
      ['Puesta a punto básica', 1, 2300, 3500, null],
      ['Cámara 29"', 2, 2300, 1600, 'st-camara'],
    ]);
  });

  it('sends a stock item’s line with its item, and every typed line trimmed', () => {
    const lines = [
      stockItemLine({ id: 'st-camara', title: 'Cámara 29"', price: 800 }, 2100),
      draftLine(1000, { description: ' Café ', priceCents: 150 }),
    ];
    expect(issueLinesOf(lines)).toEqual([
      { description: 'Cámara 29"', quantity: 1, priceCents: 800, rateBp: 2100, stockItemId: 'st-camara' },
      { description: 'Café', quantity: 1, priceCents: 150, rateBp: 1000, stockItemId: null },
    ]);
  });

  it('refuses, as the domain does, a price that is not a whole number of cents', () => {
    expect(() =>
      breakdownOf([{ ...pricedDraftLines([draftLine(2100, { description: 'x', priceCents: 1 })])[0]!, priceCents: 1.5 }]),
    ).toThrow(FunctionError);
  });
});
