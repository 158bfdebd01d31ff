// docs/product.md §29.1: an admin's tax settings, checked before they are kept: the tax id's check digit for the
// country, the VAT region of that country, and a default rate among the region's rates.
import { checkTaxId, checkVatRate, countryOfVatRegion, invalidField, type TSalesTaxSettings } from '@rueda/domain';
import type { Db } from '../db/client.ts';
import { saveSalesSettings } from '../data/sales-settings.ts';

/** The settings as they are kept (the tax id normalised), or invalid-argument naming the field that does not hold. */
export function checkedSalesSettings(settings: TSalesTaxSettings): TSalesTaxSettings {
  const taxId = checkTaxId(settings.country, settings.taxId, 'taxId');
  if (countryOfVatRegion(settings.region) !== settings.country) throw invalidField('region', "The VAT region is not the country's.");
  checkVatRate(settings.region, settings.defaultRateBp, 'defaultRateBp');
  return { ...settings, taxId };
}

export async function saveCheckedSalesSettings(db: Db, workshopId: string, settings: TSalesTaxSettings, now: Date): Promise<void> {
  const checked = checkedSalesSettings(settings);
  await db.transaction((tx) => saveSalesSettings(tx, workshopId, checked, now));
}
