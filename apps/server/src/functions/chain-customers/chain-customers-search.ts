import { searchChainCustomers } from '../../services/chain-customers.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.5: the consenting customers of the chain's other workshops, while the chain shares them. */
export const chainCustomersSearch = defineFunction('chainCustomersSearch', {
  access: Access.permission('customers.edit'),
  handler: async ({ query }, { db, workshopId }) => searchChainCustomers(db, workshopId, query),
});
