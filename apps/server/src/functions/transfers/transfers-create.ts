import { createTransfer } from '../../services/stock-transfers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.4: a draft transfer of the workshop's stock items to another workshop of its chain. */
export const transfersCreate = defineFunction('transfersCreate', {
  access: Access.permission('services.manage'),
  handler: async (input, { db, workshopId, user, clock }) => createTransfer(db, { workshopId, userId: user.id }, input, clock()),
});
