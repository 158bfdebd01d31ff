import { listCatalogue } from '../../data/catalogue.ts';
import { RawJson } from '../../lib/raw-json.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * The workshop's catalogue: packs, maintenances, suspensions and stock items, each by position,
 * with the count of stock items under their minimum; archived items only when asked for. Answers
 * are kept until the workshop's catalogue changes (services/cache/list-cache.ts), as repair lists are.
 */
export const servicesList = defineFunction('servicesList', {
  access: Access.permission('workshop.use'),
  handler: async (input, { db, workshopId, catalogueLists, listsFresh }) => {
    await listsFresh(workshopId);
    const includeArchived = input?.includeArchived ?? false;
    const key = includeArchived ? 'all' : 'active';
    const cached = catalogueLists.get(workshopId, key);
    if (cached !== undefined) return cached;
    const generation = catalogueLists.generation(workshopId);
    const answer = RawJson.of(await listCatalogue(db, workshopId, { includeArchived }));
    catalogueLists.set(workshopId, key, generation, answer);
    return answer;
  },
});
