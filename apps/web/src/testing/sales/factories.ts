// Factories for the sales screens' tests (docs/style.md §7: factories with overrides): a Spanish workshop's tax
// settings and series, documents priced by the domain's own VAT rule as the server prices them, and a repair to charge.
import {
  withDerivedFields,
  lineVat,
  salesNumberText,
  vatBreakdown,
  type TSalesDocument,
  type TSalesLine,
  type TSalesSeries,
  type TSalesTaxSettings,
} from '@rueda/domain';
import { repair } from '@/testing/repairs/factories';

/** Valid by their check characters: a CIF, a DNI and two Portuguese NIFs. */
export const TAX_IDS = { cif: 'B12345674', dni: '12345678Z', nif: '501964843', otherNif: '123456789' } as const;

export const SETTINGS_ES: TSalesTaxSettings = {
  country: 'ES',
  region: 'ES',
  legalName: 'Taller Ana, S.L.',
  taxId: TAX_IDS.cif,
  street: 'Calle Mayor 1',
  postalCode: '28013',
  town: 'Madrid',
  province: 'Madrid',
  simplifiedLimitCents: 40_000,
  defaultRateBp: 2100,
};

export const SETTINGS_PT: TSalesTaxSettings = {
  country: 'PT',
  region: 'PT',
  legalName: 'Oficina Ana, Lda.',
  taxId: TAX_IDS.nif,
  street: 'Rua das Flores 5',
  postalCode: '1200-195',
  town: 'Lisboa',
  province: 'Lisboa',
  simplifiedLimitCents: 100_000,
  defaultRateBp: 2300,
};

export function seriesOf(code: string, kind: TSalesSeries['kind'], overrides: Partial<TSalesSeries> = {}): TSalesSeries {
  return { id: `series-${code}`, code, kind, numbering: 'yearly', validationCode: null, active: true, ...overrides };
}

/** The series a workshop starts with (docs/product.md §29.3). */
export const SERIES: TSalesSeries[] = [seriesOf('F', 'full'), seriesOf('R', 'rectifying'), seriesOf('T', 'simplified')];

export interface LineSpec {
  description: string;
  quantity?: number;
  priceCents: number;
  rateBp?: number;
  stockItemId?: string | null;
}

/** A line priced as the server prices it: its own base and tax from its gross. */
export function lineOf({ description, quantity = 1, priceCents, rateBp = 2100, stockItemId = null }: LineSpec): TSalesLine {
  return { description, quantity, priceCents, rateBp, stockItemId, ...lineVat({ priceCents, quantity, rateBp }) };
}

/** A document of `lines`, its breakdown and totals by the domain's rule; a simplified one of series T unless told. */
export function documentOf(
  lines: TSalesLine[],
  overrides: Partial<Omit<TSalesDocument, 'lines' | 'breakdown' | 'totalCents' | 'baseCents' | 'taxCents'>> = {},
): TSalesDocument {
  const totals = vatBreakdown(lines);
  const seriesCode = overrides.seriesCode ?? 'T';
  const number = overrides.number ?? 1;
  const issuedAt = overrides.issuedAt ?? '2026-11-23T10:00:00.000Z';
  const { country, region, legalName, taxId, street, postalCode, town, province } = SETTINGS_ES;
  return {
    id: `doc-${seriesCode}-${number}`,
    seriesId: `series-${seriesCode}`,
    seriesCode,
    year: 2026,
    number,
    numberText: salesNumberText(seriesCode, 'yearly', 2026, number),
    kind: 'simplified',
    issuedAt,
    issueDay: issuedAt.slice(0, 10),
    repairId: null,
    correctsId: null,
    reason: null,
    issuer: { country, region, legalName, taxId, street, postalCode, town, province },
    customer: null,
    ...overrides,
    lines,
    breakdown: totals.perRate,
    totalCents: totals.totalCents,
    baseCents: totals.baseCents,
    taxCents: totals.taxCents,
  };
}

/** A repair charging 35,00 € + 2 × 7,99 € = 50,98 €, its total derived as the server derives it. */
export const CHARGED_REPAIR = withDerivedFields(
  repair({
    id: 'r-1',
    form: {
      services: {
        packs: [{ id: 'pack-basica', title: 'Puesta a punto básica', price: 3500, quantity: 1 }],
        maintenances: [],
        stockItems: [{ id: 'st-camara', title: 'Cámara 29"', price: 799, quantity: 2 }],
      },
      suspensions: [],
    },
  }),
);
