import { exportRepairsCsv } from '../../services/exports/repairs-export.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §18.4: the repairs of a timeframe, filtered as the board is, as a CSV for a Spanish-locale spreadsheet. */
export const repairsExport = defineFunction('repairsExport', {
  access: Access.permission('repairs.export'),
  handler: (filters, { db, workshopId, language, clock }) => exportRepairsCsv(db, { workshopId, filters, language, now: clock() }),
});
