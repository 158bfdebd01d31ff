import { importRepairs } from '../../data/repairs-import.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §3: repairs exported from the older app, any version; admins only. Each rejection says why. */
export const repairsImport = defineFunction('repairsImport', {
  access: Access.permission('repairs.import'),
  // 'customers': a customer or bike made at the intake, and the last visit the customers list sorts by.
  writes: ['repairs', 'customers'],
  handler: async (input, { db, workshopId, clock, alerts }) => {
    const imported = await importRepairs(db, workshopId, input.repairs, clock());
    alerts.changed(workshopId); // docs/product.md §14.3
    return imported;
  },
});
