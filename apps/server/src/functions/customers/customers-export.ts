import { csvFileName, customersCsv } from '../../services/exports/customer-export-csv.ts';
import { readBookingSettings } from '../../data/booking-settings.ts';
import { exportRows } from '../../services/exports/customer-export.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §11.5: every customer the list's search finds, as a CSV file for a Spanish-locale spreadsheet. */
export const customersExport = defineFunction('customersExport', {
  access: Access.permission('customers.export'),
  handler: async (input, { db, workshopId, clock }) => {
    const [rows, settings] = await Promise.all([exportRows(db, workshopId, input.search), readBookingSettings(db, workshopId)]);
    return {
      fileName: csvFileName(input.language, clock()),
      csv: customersCsv(rows, input.language, settings.timeZone),
      rows: rows.length,
    };
  },
});
