import { updateRepairStatus } from '../../data/repairs.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { changeOf, writerOf } from '../writer.ts';

/**
 * docs/product.md §4: a new entry in the status list, which makes the repair's status; with a `changeId`, once
 * (docs/product.md §30.1).
 */
export const repairsUpdateStatus = defineFunction('repairsUpdateStatus', {
  access: Access.permission('repairs.edit'),
  // A delivered repair takes its stock items from the catalogue's stock (data/stock.ts).
  writes: ['repairs', 'catalogue'],
  handler: async (input, context) => {
    const repair = await updateRepairStatus(context.db, writerOf(context), input, changeOf(context, 'repairsUpdateStatus', input.changeId));
    context.alerts.changed(context.workshopId); // docs/product.md §14.3
    return repair;
  },
});
