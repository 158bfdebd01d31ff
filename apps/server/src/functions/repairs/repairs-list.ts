import { listRepairs } from '../../data/repairs-list.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * The repairs of a timeframe (a state.created range), filtered, ordered as docs/product.md §4 says,
 * a page at a time. Answers are kept until the workshop's repairs change (services/cache/list-cache.ts).
 */
export const repairsList = defineFunction('repairsList', {
  access: Access.permission('workshop.use'),
  handler: async (input, { db, workshopId, clock, repairLists, listsFresh }) => {
    await listsFresh(workshopId);
    const key = JSON.stringify(input);
    const cached = repairLists.get(workshopId, key);
    if (cached !== undefined) return cached;
    const generation = repairLists.generation(workshopId);
    const answer = await listRepairs(db, workshopId, input, clock());
    repairLists.set(workshopId, key, generation, answer);
    return answer;
  },
});
