import { customerElsewhere } from '../../services/chain-customers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.5: the customer's consent, and their repairs in the chain's other workshops while shared. */
export const chainCustomersElsewhere = defineFunction('chainCustomersElsewhere', {
  access: Access.permission('workshop.use'),
  handler: async ({ customerId }, { db, workshopId }) => customerElsewhere(db, workshopId, customerId),
});
