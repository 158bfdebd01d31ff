import { anonymiseCustomer } from '../../services/exports/customer-export.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §11.4: deletes the personal data of a customer who withdrew both consents and has repairs,
 * keeping the repairs' totals (admins and managers, as customersDelete). Without repairs customersDelete
 * applies; a consent still given is failed-precondition.
 */
export const customersAnonymise = defineFunction('customersAnonymise', {
  access: Access.permission('customers.delete'),
  // The repairs' copies of the customer (and the list's search text) change.
  writes: ['repairs', 'customers'],
  handler: async (input, { db, workshopId, clock, alerts }) => {
    const repairs = await anonymiseCustomer(db, workshopId, input.id, clock());
    alerts.changed(workshopId); // docs/product.md §14.3: their alerts now name no one
    return { anonymised: true as const, repairs };
  },
});
