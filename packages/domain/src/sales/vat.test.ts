import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../errors.ts';
import { lineVat, vatBreakdown, type VatLine } from './vat.ts';

const line = (priceCents: number, rateBp: number, quantity = 1): VatLine => ({ priceCents, quantity, rateBp });
const times = (count: number, each: VatLine) => Array.from({ length: count }, () => each);

describe('the rounding rule of docs/product.md §29.2', () => {
  it('makes three lines of 0,10 € at 21 % a gross of 0,30 €, a base of 0,25 € and a tax of 0,05 €', () => {
    expect(vatBreakdown(times(3, line(10, 2100)))).toEqual({
      perRate: [{ rateBp: 2100, grossCents: 30, baseCents: 25, taxCents: 5 }],
      totalCents: 30,
      baseCents: 25,
      taxCents: 5,
    });
    // Each line alone is 0,08 € and 0,02 €: the lines' own amounts are informative, the rate's are declared.
    expect(lineVat(line(10, 2100))).toEqual({ grossCents: 10, baseCents: 8, taxCents: 2 });
  });

  it('rounds one cent at 21 % and five cents at 4 % to no tax at all', () => {
    expect(lineVat(line(1, 2100))).toEqual({ grossCents: 1, baseCents: 1, taxCents: 0 });
    expect(lineVat(line(5, 400))).toEqual({ grossCents: 5, baseCents: 5, taxCents: 0 });
  });

  it('rounds an exact half up, and a negative one down, away from zero', () => {
    // 13 × 10000 / 10400 = 12,5 and 14 × 10000 / 11200 = 12,5 exactly.
    expect(lineVat(line(13, 400))).toEqual({ grossCents: 13, baseCents: 13, taxCents: 0 });
    expect(lineVat(line(14, 1200))).toEqual({ grossCents: 14, baseCents: 13, taxCents: 1 });
    expect(lineVat(line(-13, 400))).toEqual({ grossCents: -13, baseCents: -13, taxCents: 0 });
    expect(lineVat(line(-14, 1200))).toEqual({ grossCents: -14, baseCents: -13, taxCents: -1 });
  });

  it('groups mixed rates, highest first, each rate on its own gross', () => {
    const lines = [line(400, 0), line(1210, 2100), line(52, 400, 2), line(1100, 1000), line(605, 2100, 2)];
    expect(vatBreakdown(lines)).toEqual({
      perRate: [
        { rateBp: 2100, grossCents: 2420, baseCents: 2000, taxCents: 420 },
        { rateBp: 1000, grossCents: 1100, baseCents: 1000, taxCents: 100 },
        { rateBp: 400, grossCents: 104, baseCents: 100, taxCents: 4 },
        { rateBp: 0, grossCents: 400, baseCents: 400, taxCents: 0 },
      ],
      totalCents: 4024,
      baseCents: 3500,
      taxCents: 524,
    });
  });

  it('leaves the whole gross as the base at the zero rate', () => {
    expect(vatBreakdown([line(999, 0, 3)]).perRate).toEqual([{ rateBp: 0, grossCents: 2997, baseCents: 2997, taxCents: 0 }]);
  });

  it('undoes a document to the cent with its rectification’s negative lines', () => {
    const lines = [line(10, 2100, 3), line(1999, 2300), line(7, 600, 4)];
    const rectification = vatBreakdown(lines.map((each) => ({ ...each, priceCents: -each.priceCents })));
    const original = vatBreakdown(lines);
    expect(rectification.perRate).toEqual(
      original.perRate.map(({ rateBp, grossCents, baseCents, taxCents }) => ({
        rateBp,
        grossCents: -grossCents,
        baseCents: -baseCents,
        taxCents: -taxCents,
      })),
    );
  });

  it('rounds a thousand lines’ sum once: 1000 × 0,10 € at 21 % is a base of 82,64 €, not 1000 × 0,08 €', () => {
    const breakdown = vatBreakdown(times(1000, line(10, 2100)));
    expect(breakdown).toMatchObject({ totalCents: 10_000, baseCents: 8264, taxCents: 1736 });
  });

  it('sums a large document of a thousand varied lines to exactly what its lines say', () => {
    const rates = [2100, 1000, 400, 0];
    const lines = Array.from({ length: 1000 }, (_, index) => line(1 + ((index * 7919) % 25_000), rates[index % 4]!, 1 + (index % 3)));
    const breakdown = vatBreakdown(lines);
    expect(breakdown.perRate.map((each) => each.rateBp)).toEqual(rates);
    expect(breakdown.totalCents).toBe(lines.reduce((sum, each) => sum + each.priceCents * each.quantity, 0));
    for (const rate of breakdown.perRate) {
      const gross = lines.filter((each) => each.rateBp === rate.rateBp).reduce((sum, each) => sum + each.priceCents * each.quantity, 0);
      expect(rate.grossCents).toBe(gross);
      expect(isNearestBase(rate.grossCents, rate.rateBp, rate.baseCents)).toBe(true);
    }
  });

  it('has nothing to declare for no lines', () => {
    expect(vatBreakdown([])).toEqual({ perRate: [], totalCents: 0, baseCents: 0, taxCents: 0 });
  });
});

describe('a line the rule refuses', () => {
  const refusalOf = (lines: VatLine[]) => {
    try {
      vatBreakdown(lines);
    } catch (error) {
      expect(error).toBeInstanceOf(FunctionError);
      return (error as FunctionError).details;
    }
    throw new Error('accepted');
  };

  it('names the field of a quantity that is not a whole number of at least 1', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(refusalOf([line(100, 2100), line(100, 2100, quantity)])).toEqual({
        fields: [{ field: 'lines.1.quantity', message: 'A quantity is a whole number, at least 1.' }],
      });
    }
  });

  it('names the field of a price in fractions of a cent, and of a rate out of 0 to 100 %', () => {
    expect(refusalOf([line(10.5, 2100)])).toEqual({
      fields: [{ field: 'lines.0.priceCents', message: 'A price is a whole number of cents.' }],
    });
    for (const rateBp of [-1, 10_001, 21.5]) {
      expect(refusalOf([line(10, rateBp)])).toEqual({
        fields: [{ field: 'lines.0.rateBp', message: 'A rate is a whole number of basis points, 0 to 10000.' }],
      });
    }
    expect(() => lineVat(line(10, 2100, 0))).toThrow(FunctionError);
  });

  it('refuses amounts beyond what a number holds exactly', () => {
    expect(refusalOf([line(Number.MAX_SAFE_INTEGER, 2100, 2)])).toEqual({
      fields: [{ field: 'lines.0', message: 'The line’s amount is too large.' }],
    });
    expect(refusalOf([line(Number.MAX_SAFE_INTEGER, 2100), line(1, 0)])).toEqual({
      fields: [{ field: 'lines', message: 'The document’s amount is too large.' }],
    });
  });
});

/** Whether base is gross × 10000 / (10000 + rate) rounded to the nearest cent, a half away from zero. */
function isNearestBase(gross: number, rateBp: number, base: number): boolean {
  const divisor = BigInt(10_000 + rateBp);
  const twiceError = 2n * (BigInt(base) * divisor - BigInt(gross) * 10_000n);
  if (twiceError === divisor || twiceError === -divisor) return twiceError > 0n === gross > 0;
  return twiceError < divisor && twiceError > -divisor;
}

const RATES = [2300, 2200, 2100, 1600, 1300, 1200, 1000, 900, 600, 400, 0];
const lines = fc.array(
  fc.record({
    priceCents: fc.integer({ min: -100_000_000, max: 100_000_000 }),
    quantity: fc.integer({ min: 1, max: 9_999 }),
    rateBp: fc.constantFrom(...RATES),
  }),
  { maxLength: 60 },
);

describe('whatever the lines', () => {
  it('declares per rate a base and a tax that add up to its gross, and a total that is the sum of the lines', () => {
    fc.assert(
      fc.property(lines, (document) => {
        const breakdown = vatBreakdown(document);
        expect(breakdown.totalCents).toBe(document.reduce((sum, each) => sum + each.priceCents * each.quantity, 0));
        for (const rate of breakdown.perRate) {
          expect(rate.baseCents + rate.taxCents).toBe(rate.grossCents);
          expect(isNearestBase(rate.grossCents, rate.rateBp, rate.baseCents)).toBe(true);
        }
        expect(breakdown.baseCents + breakdown.taxCents).toBe(breakdown.totalCents);
        const order = breakdown.perRate.map((each) => each.rateBp);
        expect(order).toEqual([...new Set(document.map((each) => each.rateBp))].sort((a, b) => b - a));
      }),
    );
  });

  it('rounds a negative gross to the opposite of its positive', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.constantFrom(...RATES), (gross, rateBp) => {
        const positive = lineVat(line(gross, rateBp));
        const negative = lineVat(line(-gross, rateBp));
        expect([negative.grossCents, negative.baseCents, negative.taxCents + 0]).toEqual([
          -gross,
          0 - positive.baseCents,
          0 - positive.taxCents,
        ]);
      }),
    );
  });

  it('keeps each rate’s tax within a cent of base × rate, well inside what the AEAT accepts', () => {
    // The AEAT's "Documento de validaciones y errores" for VERI*FACTU (§3.1.3 rule 15.7, error 1142):
    // CuotaRepercutida = BaseImponibleOimporteNoSujeto × TipoImpositivo ± 1 % of the base, and in any case ± 10,00 €.
    // Here |tax − base × rate| ≤ ½ cent × (1 + rate), under one cent.
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...RATES), (gross, rateBp) => {
        const { baseCents, taxCents } = lineVat(line(gross, rateBp));
        const twiceError = 2 * Math.abs(taxCents * 10_000 - baseCents * rateBp);
        expect(twiceError).toBeLessThanOrEqual(10_000 + rateBp);
        const exactTax = (baseCents * rateBp) / 10_000;
        expect(Math.abs(taxCents - exactTax)).toBeLessThan(1);
      }),
    );
  });
});
