import { createRepair } from '../../services/repair-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { changeOf, writerOf } from '../writer.ts';

/**
 * The fast intake (docs/product.md §2): a repair for a new or an existing customer and bike, in one call. With a `changeId`
 * (an intake queued on a device, docs/product.md §30.1) it is made once, however often it is sent.
 */
export const repairsCreate = defineFunction('repairsCreate', {
  access: Access.permission('repairs.edit'),
  // A delivered repair takes its stock items from the catalogue's stock (data/stock.ts).
  // 'customers': a customer or bike made at the intake, and the last visit the customers list sorts by.
  writes: ['repairs', 'catalogue', 'customers'],
  handler: async (input, context) => {
    const repair = await createRepair(context.db, writerOf(context), input, changeOf(context, 'repairsCreate', input.changeId));
    context.alerts.changed(context.workshopId); // docs/product.md §14.3
    return repair;
  },
});
