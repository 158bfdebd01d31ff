// docs/product.md §29.1: the tax settings form's values. The region is one of the country's, and the default rate
// one of the region's (docs/product.md §29.2), so changing the country or the region brings their own.
import {
  DEFAULT_SIMPLIFIED_LIMIT_CENTS,
  ZSalesTaxSettingsSchema,
  defaultVatRateOf,
  isVatRateOf,
  vatRegionsOf,
  type TSalesTaxSettings,
  type VatCountry,
  type VatRegion,
} from '@rueda/domain';

export interface TaxSettingsValues {
  country: VatCountry;
  region: VatRegion;
  legalName: string;
  taxId: string;
  street: string;
  postalCode: string;
  town: string;
  province: string;
  /** Null while the field is empty. */
  simplifiedLimitCents: number | null;
  defaultRateBp: number;
}

export type TaxSettingsField = keyof TaxSettingsValues;

/** What a workshop starts from: its country's general rate and the default limit, and what its profile already says. */
export function firstTaxSettings(
  country: VatCountry,
  workshop: { name: string; taxId: string; address: string } | null,
): TaxSettingsValues {
  const region = vatRegionsOf(country)[0]!;
  return {
    country,
    region,
    legalName: workshop?.name ?? '',
    taxId: workshop?.taxId ?? '',
    street: workshop?.address ?? '',
    postalCode: '',
    town: '',
    province: '',
    simplifiedLimitCents: DEFAULT_SIMPLIFIED_LIMIT_CENTS,
    defaultRateBp: defaultVatRateOf(region).rateBp,
  };
}

export function valuesOfSettings(settings: TSalesTaxSettings): TaxSettingsValues {
  return { ...settings };
}

/** The values with the country changed: its first region and that region's general rate. */
export function withCountry(values: TaxSettingsValues, country: VatCountry): TaxSettingsValues {
  if (country === values.country) return values;
  return withRegion({ ...values, country }, vatRegionsOf(country)[0]!);
}

/** The values with the region changed: the rate kept if the region has it, else the region's general rate. */
export function withRegion(values: TaxSettingsValues, region: VatRegion): TaxSettingsValues {
  const defaultRateBp = isVatRateOf(region, values.defaultRateBp) ? values.defaultRateBp : defaultVatRateOf(region).rateBp;
  return { ...values, region, defaultRateBp };
}

/** The settings as salesTaxSettingsUpdate takes them, or null while a field the schema needs is missing. */
export function settingsOfValues(values: TaxSettingsValues): TSalesTaxSettings | null {
  const parsed = ZSalesTaxSettingsSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}
