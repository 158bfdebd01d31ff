import { readNotifications } from '../../data/notifications.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** The caller's workshop's notifications document (docs/product.md §3), read by the bell; its live stream is §19.1's. */
export const notificationsGet = defineFunction('notificationsGet', {
  // Every role, and an expired workshop still sees its subscription flag. A read, so the read mode too (docs/product.md
  // §32.2): the bell is above every screen. Clearing a flag (notificationsClear) writes, and stays the members'.
  access: Access.permission('workshop.use', { withoutSubscription: true }),
  handler: (_input, { db, workshopId }) => readNotifications(db, workshopId),
});
