import { sendTransfer } from '../../services/stock-transfers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.4: a draft goes; its units leave the workshop's stock. */
export const transfersSend = defineFunction('transfersSend', {
  access: Access.permission('services.manage'),
  // The stock items' quantities are the catalogue's.
  writes: ['catalogue'],
  handler: async ({ id }, { db, workshopId, user, clock }) => sendTransfer(db, { workshopId, userId: user.id }, id, clock()),
});
