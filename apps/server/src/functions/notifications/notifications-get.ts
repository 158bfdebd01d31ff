import { readNotifications } from '../../data/notifications.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The caller's workshop's notifications document (docs/product.md §3), read by the bell; its live stream is §19.1's. */
export const notificationsGet = defineFunction('notificationsGet', {
  // As notificationsClear: every role, and an expired workshop still sees its subscription flag.
  access: Access.permission('subscription.view', { withoutSubscription: true }),
  handler: (_input, { db, workshopId }) => readNotifications(db, workshopId),
});
