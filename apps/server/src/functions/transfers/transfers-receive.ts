import { receiveTransfer } from '../../services/stock-transfers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.4: an incoming transfer's lines arrive in the workshop in use's stock. */
export const transfersReceive = defineFunction('transfersReceive', {
  access: Access.permission('services.manage'),
  // The receiver is the workshop in use, whose catalogue the transport announces; the sender's stock does not move.
  writes: ['catalogue'],
  handler: async (input, { db, workshopId, user, clock }) => receiveTransfer(db, { workshopId, userId: user.id }, input, clock()),
});
