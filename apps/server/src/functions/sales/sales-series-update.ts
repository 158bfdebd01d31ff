import { listSalesSeries, readSalesSettings } from '../../data/sales-settings.ts';
import { updateSeriesValidationCode } from '../../services/portugal-signature.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §29.8: an admin gives a series the AT's validation code; a series that numbered with one keeps it. */
export const salesSeriesUpdate = defineFunction('salesSeriesUpdate', {
  access: Access.permission('sales.settings'),
  handler: async (input, { db, workshopId, clock }) => {
    await updateSeriesValidationCode(db, workshopId, input, clock());
    return { settings: await readSalesSettings(db, workshopId), series: await listSalesSeries(db, workshopId) };
  },
});
