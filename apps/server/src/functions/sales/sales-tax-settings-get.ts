import { listSalesSeries, readSalesSettings } from '../../data/sales-settings.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.1: whoever charges reads the workshop's tax settings and series (the charge screen needs them). */
export const salesTaxSettingsGet = defineFunction('salesTaxSettingsGet', {
  access: Access.permission('sales.charge'),
  handler: async (_input, { db, workshopId }) => ({
    settings: await readSalesSettings(db, workshopId),
    series: await listSalesSeries(db, workshopId),
  }),
});
