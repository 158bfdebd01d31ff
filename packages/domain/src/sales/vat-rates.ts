// The VAT rates a workshop charges, per country and region (docs/product.md §29.2), in basis points (2100 = 21 %),
// and how VERI*FACTU and SAF-T (PT) name them.
import { invalidField } from '../errors.ts';
import { formatVerifactuRate } from './verifactu/formats.ts';

export const VAT_COUNTRIES = ['ES', 'PT'] as const;
export type VatCountry = (typeof VAT_COUNTRIES)[number];
/**
 * The regions whose rates differ, as SAF-T (PT) writes them (TaxCountryRegion): Spain's peninsula and Balearics
 * (the Canaries, Ceuta and Melilla levy IGIC and IPSI instead of VAT, Ley 37/1992 art. 3, and are not served);
 * Portugal's mainland, the Azores and Madeira.
 */
export const VAT_REGIONS = ['ES', 'PT', 'PT-AC', 'PT-MA'] as const;
export type VatRegion = (typeof VAT_REGIONS)[number];

/** The rates by their legal names: Spain's tipos general, reducido, superreducido and cero; Portugal's taxas. */
export type VatRateKey = 'general' | 'reduced' | 'super-reduced' | 'zero' | 'normal' | 'intermediate' | 'exempt';

export interface VatRate {
  key: VatRateKey;
  rateBp: number;
  /** The law's own name for it, as SAF-T's TaxTable Description and the documents may print it. */
  legalName: string;
}

/** SAF-T (PT) 1.04_01 TaxCode of an IVA rate (Portaria 302/2016): normal, intermediate, reduced, exempt. */
export type SaftTaxCode = 'NOR' | 'INT' | 'RED' | 'ISE';

const SPAIN: readonly VatRate[] = [
  // Ley 37/1992 del IVA art. 90 (21 %) and art. 91.Uno (10 %) and 91.Dos (4 %).
  { key: 'general', rateBp: 2100, legalName: 'tipo general' },
  { key: 'reduced', rateBp: 1000, legalName: 'tipo reducido' },
  { key: 'super-reduced', rateBp: 400, legalName: 'tipo superreducido' },
  // What a line at 0 % means to VERI*FACTU (a taxed S1 line at 0, or an exempt E1–E6 one) is the record's to say.
  { key: 'zero', rateBp: 0, legalName: 'tipo cero' },
];

// Código do IVA art. 18.1: c) 23 %, b) 13 %, a) 6 %. An exempt line (0 %) carries its exemption's reason in SAF-T.
const PORTUGAL_MAINLAND: readonly VatRate[] = [
  { key: 'normal', rateBp: 2300, legalName: 'taxa normal' },
  { key: 'intermediate', rateBp: 1300, legalName: 'taxa intermédia' },
  { key: 'reduced', rateBp: 600, legalName: 'taxa reduzida' },
  { key: 'exempt', rateBp: 0, legalName: 'isenta' },
];

// Since Lei 12/2022 (Orçamento do Estado para 2022) art. 286 the regions' rates are no longer in Código do IVA
// art. 18.3: each region's assembly sets them, and the AT lists them (Ofício Circulado 25045/2024 of 6 December
// 2024). The Azores: 16 %, 9 %, 4 % since 1 July 2021 (Decreto Legislativo Regional 15-A/2021/A, the national rates
// less 30 % rounded to the unit).
const AZORES: readonly VatRate[] = [
  { key: 'normal', rateBp: 1600, legalName: 'taxa normal' },
  { key: 'intermediate', rateBp: 900, legalName: 'taxa intermédia' },
  { key: 'reduced', rateBp: 400, legalName: 'taxa reduzida' },
  { key: 'exempt', rateBp: 0, legalName: 'isenta' },
];

// Madeira: 22 % and 12 % since 1 April 2012 (Lei 14-A/2012); the reduced rate 4 % since 1 October 2024, from 5 %
// (the Madeira budget for 2024, a decreto legislativo regional published on 29 July 2024).
const MADEIRA: readonly VatRate[] = [
  { key: 'normal', rateBp: 2200, legalName: 'taxa normal' },
  { key: 'intermediate', rateBp: 1200, legalName: 'taxa intermédia' },
  { key: 'reduced', rateBp: 400, legalName: 'taxa reduzida' },
  { key: 'exempt', rateBp: 0, legalName: 'isenta' },
];

/** Each region's rates, highest first; the first is the region's general (normal) rate. */
export const VAT_RATES: Readonly<Record<VatRegion, readonly VatRate[]>> = {
  ES: SPAIN,
  PT: PORTUGAL_MAINLAND,
  'PT-AC': AZORES,
  'PT-MA': MADEIRA,
};

const SAFT_TAX_CODES: Partial<Record<VatRateKey, SaftTaxCode>> = {
  normal: 'NOR',
  intermediate: 'INT',
  reduced: 'RED',
  exempt: 'ISE',
};

/** The regions of a country: Spain's one, Portugal's three. */
export function vatRegionsOf(country: VatCountry): VatRegion[] {
  return VAT_REGIONS.filter((region) => countryOfVatRegion(region) === country);
}

/** The country a region belongs to ('PT-AC' → 'PT'). */
export function countryOfVatRegion(region: VatRegion): VatCountry {
  return region === 'ES' ? 'ES' : 'PT';
}

/** A region's rates, highest first. */
export function vatRatesOf(region: VatRegion): readonly VatRate[] {
  return VAT_RATES[region];
}

/** The rate a line takes when neither it nor its item names one: the region's general (normal) rate. */
export function defaultVatRateOf(region: VatRegion): VatRate {
  return VAT_RATES[region][0]!;
}

/** The region's rate of that many basis points, if the region has one. */
export function vatRateOf(region: VatRegion, rateBp: number): VatRate | undefined {
  return VAT_RATES[region].find((rate) => rate.rateBp === rateBp);
}

/** Whether a region charges that rate. */
export function isVatRateOf(region: VatRegion, rateBp: number): boolean {
  return vatRateOf(region, rateBp) !== undefined;
}

/** The rate if the region charges it; else an invalid-argument naming the field (docs/product.md §29.2). */
export function checkVatRate(region: VatRegion, rateBp: number, field: string): VatRate {
  const rate = vatRateOf(region, rateBp);
  if (!rate) {
    const list = VAT_RATES[region].map((each) => formatVerifactuRate(each.rateBp)).join(', ');
    throw invalidField(field, `Not a VAT rate of ${region}; its rates are ${list} %.`);
  }
  return rate;
}

/** The SAF-T (PT) TaxCode of a Portuguese region's rate: NOR, INT, RED or ISE. */
export function saftTaxCode(region: VatRegion, rateBp: number): SaftTaxCode {
  const code = countryOfVatRegion(region) === 'PT' ? SAFT_TAX_CODES[checkVatRate(region, rateBp, 'rateBp').key] : undefined;
  if (!code) throw invalidField('region', 'SAF-T (PT) names the rates of Portugal, its mainland and its regions.');
  return code;
}
