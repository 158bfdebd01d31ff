import { importServices } from '../../data/catalogue-import.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * A kind's spreadsheet rows (the web app reads the CSV): a preview of what would be added and changed
 * with every bad row named, or, with `apply`, the valid rows written in one transaction.
 */
export const servicesImport = defineFunction('servicesImport', {
  access: Access.permission('services.manage'),
  writes: ['catalogue'],
  handler: (input, { db, workshopId, clock }) => importServices(db, workshopId, input, clock()),
});
