import { dismissRecommendation } from '../../services/recommendations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §31.1: an open recommendation of the caller's workshop dismissed, with the reason given. */
export const recommendationsDismiss = defineFunction('recommendationsDismiss', {
  access: Access.permission('repairs.edit'),
  handler: async (input, { db, workshopId, user, clock, alerts }) => {
    const dismissed = await dismissRecommendation(db, workshopId, user.id, input, clock());
    alerts.changed(workshopId); // docs/product.md §14.3: the bike's alert may have gone
    return dismissed;
  },
});
