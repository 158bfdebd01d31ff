import { listSalesSeries, readSalesSettings } from '../../data/sales-settings.ts';
import { saveCheckedSalesSettings } from '../../services/sales-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.1: an admin sets the country, legal name, tax id (check digit verified), address and rates. */
export const salesTaxSettingsUpdate = defineFunction('salesTaxSettingsUpdate', {
  access: Access.permission('sales.settings'),
  handler: async (input, { db, workshopId, clock }) => {
    await saveCheckedSalesSettings(db, workshopId, input, clock());
    return { settings: await readSalesSettings(db, workshopId), series: await listSalesSeries(db, workshopId) };
  },
});
