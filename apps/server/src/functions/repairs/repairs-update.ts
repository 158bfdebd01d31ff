import { updateRepair } from '../../services/repair-writes.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';
import { changeOf, writerOf } from '../writer.ts';

/**
 * The repair page (docs/product.md §4): saves changed fields; a save based on an older version is refused with `aborted`.
 * With a `changeId`, saved once; a resend answers the repair as it is now (docs/product.md §30.1).
 */
export const repairsUpdate = defineFunction('repairsUpdate', {
  access: Access.permission('repairs.edit'),
  // A delivered repair takes its stock items from the catalogue's stock (data/stock.ts).
  // 'customers': a customer or bike made at the intake, and the last visit the customers list sorts by.
  writes: ['repairs', 'catalogue', 'customers'],
  handler: async (input, context) => {
    const repair = await updateRepair(context.db, writerOf(context), input, changeOf(context, 'repairsUpdate', input.changeId));
    context.alerts.changed(context.workshopId); // docs/product.md §14.3
    return repair;
  },
});
