import { updateRepairStatus } from '../../data/repairs.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { writerOf } from '../writer.ts';

/** docs/product.md §4: a new entry in the status list, which makes the repair's status. */
export const repairsUpdateStatus = defineFunction('repairsUpdateStatus', {
  access: Access.permission('repairs.edit'),
  // A delivered repair takes its stock items from the catalogue's stock (data/stock.ts).
  writes: ['repairs', 'catalogue'],
  handler: async (input, context) => {
    const repair = await updateRepairStatus(context.db, writerOf(context), input);
    context.alerts.changed(context.workshopId); // docs/product.md §14.3
    return repair;
  },
});
