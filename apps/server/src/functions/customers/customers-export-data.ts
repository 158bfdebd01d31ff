import { customerData } from '../../services/exports/customer-export.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §11.5: everything Rueda holds about one customer (a GDPR access request), as JSON. */
export const customersExportData = defineFunction('customersExportData', {
  access: Access.permission('customers.export'),
  handler: (input, { db, workshopId, clock }) => customerData(db, workshopId, input.id, clock()),
});
