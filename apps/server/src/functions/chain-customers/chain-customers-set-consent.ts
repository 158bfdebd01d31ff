import { setCustomerConsent } from '../../services/chain-customers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.5: records, with its date, or withdraws the customer's consent to be shared within the chain. */
export const chainCustomersSetConsent = defineFunction('chainCustomersSetConsent', {
  access: Access.permission('customers.edit'),
  handler: async (input, { db, workshopId, clock }) => setCustomerConsent(db, { workshopId, ...input, now: clock() }),
});
