import { cancelTransfer } from '../../services/stock-transfers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.4: a draft that will not go. */
export const transfersCancel = defineFunction('transfersCancel', {
  access: Access.permission('services.manage'),
  handler: async ({ id }, { db, workshopId, user, clock }) => cancelTransfer(db, { workshopId, userId: user.id }, id, clock()),
});
