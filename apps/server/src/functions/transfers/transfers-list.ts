import { listTransfers } from '../../services/stock-transfers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.4: the workshop in use's outgoing and incoming transfers, and where it may send one. */
export const transfersList = defineFunction('transfersList', {
  access: Access.permission('services.manage'),
  handler: async (_input, { db, workshopId }) => listTransfers(db, workshopId),
});
