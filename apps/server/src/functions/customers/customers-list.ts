import { customerSearchWordsOf, type TCustomerListItem } from '@rueda/domain';
import { listCustomers } from '../../data/customers-list.ts';
import { RawJson } from '../../lib/raw-json.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * The workshop's customers found by name, phone, email, tax id or a bike (docs/product.md §11.1), most
 * recently seen first: from the workshop's customers indexed in memory (services/cache/customer-directory.ts,
 * decision 025), or from PostgreSQL for a workshop too large to index. No answer is kept: the index
 * answers a search in about 50 µs, and kept answers of searches rarely asked twice only fed the
 * garbage collector.
 */
export const customersList = defineFunction('customersList', {
  access: Access.permission('workshop.use'),
  handler: async (input, { db, workshopId, customerDirectory, listsFresh }) => {
    await listsFresh(workshopId);
    const index = await customerDirectory.indexOf(workshopId);
    if (!index) return RawJson.of(await listCustomers(db, workshopId, input));
    return RawJson.ofJson<TCustomerListItem[]>(index.pageJson(customerSearchWordsOf(input.search ?? ''), input.limit, input.offset));
  },
});
