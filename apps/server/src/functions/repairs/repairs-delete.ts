import { deleteRepair } from '../../data/repairs.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

export const repairsDelete = defineFunction('repairsDelete', {
  access: Access.permission('repairs.delete'),
  // A delivered repair takes its stock items from the catalogue's stock (data/stock.ts).
  // 'customers': a customer or bike made at the intake, and the last visit the customers list sorts by.
  writes: ['repairs', 'catalogue', 'customers'],
  handler: async (input, { db, workshopId, clock, alerts }) => {
    await deleteRepair(db, workshopId, input.id, clock());
    alerts.changed(workshopId); // docs/product.md §14.3
    return { deleted: true as const };
  },
});
