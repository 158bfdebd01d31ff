import { listCustomers } from '../../data/customers-list.ts';
import { RawJson } from '../../http/raw-json.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * The workshop's customers found by name, phone, email, tax id or a bike (issue 12 point 1), most
 * recently seen first. Answers are kept until the workshop's customers, bikes or repairs change
 * (data/list-cache.ts, decision 024), as the repairs and services lists are.
 */
export const customersList = defineFunction('customersList', {
  access: Access.permission('workshop.use'),
  handler: async (input, { db, workshopId, customerLists }) => {
    const key = JSON.stringify(input);
    const cached = customerLists.get(workshopId, key);
    if (cached !== undefined) return cached;
    const generation = customerLists.generation(workshopId);
    const answer = RawJson.of(await listCustomers(db, workshopId, input));
    customerLists.set(workshopId, key, generation, answer);
    return answer;
  },
});
