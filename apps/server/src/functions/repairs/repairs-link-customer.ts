import { linkBookingCustomer } from '../../services/booking-link.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/decisions/058: the online booking's repair and its bike go to an existing customer; changing a repair's
 * customer is every role's (docs/roles.md). The repair and the customer must both be the caller's workshop's.
 */
export const repairsLinkCustomer = defineFunction('repairsLinkCustomer', {
  access: Access.permission('repairs.edit'),
  // 'customers': a bike made for the customer, and the last visit the customers list sorts by.
  writes: ['repairs', 'customers'],
  handler: async (input, context) => {
    const repair = await linkBookingCustomer(
      context.db,
      { workshopId: context.workshopId, userId: context.user.id, now: context.clock() },
      input,
    );
    context.alerts.changed(context.workshopId);
    return repair;
  },
});
