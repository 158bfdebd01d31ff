// VAT out of prices that include it, and the one rounding rule (docs/product.md §29.2): per rate, the gross is the
// sum of its lines' price × quantity; the base is the gross × 10000 / (10000 + rate), rounded half up to the cent;
// the tax is the gross less the base. The document's total is the sum of the grosses, so the customer pays exactly
// what the lines say. Integer arithmetic only: the division is done in BigInt, so no float ever rounds a cent.
//
// Negative amounts (a rectifying document's lines) round symmetrically, half away from zero: the base of −g is
// −(the base of g), so a rectification of a whole document undoes its base and tax to the cent.
//
// The AEAT accepts a CuotaRepercutida within ±1 % of the base of BaseImponibleOimporteNoSujeto × TipoImpositivo, and
// in any case ±10,00 € (its "Documento de validaciones y errores" for VERI*FACTU, §3.1.3 rule 15.7, error 1142).
// This rule's tax always lies within half a cent × (1 + rate) of base × rate, under one cent.
import { invalidField } from '../errors.ts';

/** A line as VAT sees it: a price with VAT included, in cents (negative on a rectification), a quantity, a rate. */
export interface VatLine {
  priceCents: number;
  quantity: number;
  /** Basis points: 2100 = 21 %. */
  rateBp: number;
}

export interface VatAmounts {
  grossCents: number;
  baseCents: number;
  taxCents: number;
}

export interface VatRateTotal extends VatAmounts {
  rateBp: number;
}

export interface VatBreakdown {
  /** One entry per rate the lines use, highest rate first: what the document declares. */
  perRate: VatRateTotal[];
  /** What the customer pays: the sum of the lines' price × quantity. */
  totalCents: number;
  baseCents: number;
  taxCents: number;
}

/** The highest rate a line may carry: 100 %. */
export const VAT_RATE_MAX_BP = 10_000;
const BP = 10_000n;

/** n / d rounded half away from zero, for d > 0: exact for any integers. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return numerator < 0n ? -rounded : rounded;
}

/** The base inside a gross at a rate, rounded half away from zero to the cent. */
function vatBaseOf(grossCents: number, rateBp: number): number {
  return Number(divideRounded(BigInt(grossCents) * BP, BP + BigInt(rateBp)));
}

/** The gross, base and tax of an amount with VAT included. */
function amountsOf(grossCents: number, rateBp: number): VatAmounts {
  const baseCents = vatBaseOf(grossCents, rateBp);
  return { grossCents, baseCents, taxCents: grossCents - baseCents };
}

/** The line's gross (price × quantity), after checking its numbers; field names the line ('lines.3'). */
function checkedGrossOf(line: VatLine, field: string): number {
  if (!Number.isSafeInteger(line.priceCents)) throw invalidField(`${field}.priceCents`, 'A price is a whole number of cents.');
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
    throw invalidField(`${field}.quantity`, 'A quantity is a whole number, at least 1.');
  if (!Number.isInteger(line.rateBp) || line.rateBp < 0 || line.rateBp > VAT_RATE_MAX_BP) {
    throw invalidField(`${field}.rateBp`, `A rate is a whole number of basis points, 0 to ${VAT_RATE_MAX_BP}.`);
  }
  const gross = line.priceCents * line.quantity;
  if (!Number.isSafeInteger(gross)) throw invalidField(field, 'The line’s amount is too large.');
  return gross;
}

/**
 * A line's own gross, base and tax, computed from its gross alone as a rate's are: informative, shown on the line;
 * the totals per rate (vatBreakdown) are what the document declares.
 */
export function lineVat(line: VatLine, field = 'line'): VatAmounts {
  return amountsOf(checkedGrossOf(line, field), line.rateBp);
}

/** A document's VAT: its lines grouped by rate, each rate's gross, base and tax, and the document's sums. */
export function vatBreakdown(lines: readonly VatLine[], field = 'lines'): VatBreakdown {
  // Summed in BigInt, so that no partial sum, however large, rounds; the sums must then fit a safe integer.
  const grossByRate = new Map<number, bigint>();
  lines.forEach((line, index) => {
    const gross = checkedGrossOf(line, `${field}.${index}`);
    grossByRate.set(line.rateBp, (grossByRate.get(line.rateBp) ?? 0n) + BigInt(gross));
  });
  const safe = (cents: bigint) => {
    if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < BigInt(Number.MIN_SAFE_INTEGER)) {
      throw invalidField(field, 'The document’s amount is too large.');
    }
    return Number(cents);
  };
  safe([...grossByRate.values()].reduce((total, gross) => total + gross, 0n));
  const perRate = [...grossByRate].sort(([a], [b]) => b - a).map(([rateBp, gross]) => ({ rateBp, ...amountsOf(safe(gross), rateBp) }));
  const sum = (pick: (total: VatRateTotal) => number) => perRate.reduce((total, each) => total + pick(each), 0);
  return {
    perRate,
    totalCents: sum((each) => each.grossCents),
    baseCents: sum((each) => each.baseCents),
    taxCents: sum((each) => each.taxCents),
  };
}
