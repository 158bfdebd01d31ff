import { clearNotifications } from '../../data/notifications.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §7's clearing writes on the workshop's notifications document: the subscription screen clears
 * `sources.subscription` once shown (§4 "The paid subscription"), the board its appointments (§19.2).
 */
export const notificationsClear = defineFunction('notificationsClear', {
  // Every role sees what the document says; an expired workshop sees its subscription screen and clears it there.
  access: Access.permission('subscription.view', { withoutSubscription: true }),
  handler: ({ what }, { db, workshopId, clock }) => clearNotifications(db, workshopId, what, clock()),
});
