import { customerSearchWordsOf, type TCustomerListItem } from '@rueda/domain';
import { listCustomers } from '../../data/customers-list.ts';
import { RawJson } from '../../http/raw-json.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * The workshop's customers found by name, phone, email, tax id or a bike (issue 12 point 1), most
 * recently seen first: from the workshop's customers indexed in memory (data/customer-directory.ts,
 * decision 025), or from PostgreSQL for a workshop too large to index. Answers are kept until the
 * workshop's customers, bikes or repairs change (data/list-cache.ts, decision 024), as the repairs and
 * services lists are.
 */
export const customersList = defineFunction('customersList', {
  access: Access.permission('workshop.use'),
  handler: async (input, { db, workshopId, customerLists, customerDirectory }) => {
    const key = JSON.stringify(input);
    const cached = customerLists.get(workshopId, key);
    if (cached !== undefined) return cached;
    const generation = customerLists.generation(workshopId);
    const index = await customerDirectory.indexOf(workshopId);
    const answer = index
      ? RawJson.ofJson<TCustomerListItem[]>(index.pageJson(customerSearchWordsOf(input.search ?? ''), input.limit, input.offset))
      : RawJson.of(await listCustomers(db, workshopId, input));
    customerLists.set(workshopId, key, generation, answer);
    return answer;
  },
});
