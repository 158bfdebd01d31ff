import { dismissRecommendation } from '../../services/recommendations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §31.1: an open recommendation of the caller's workshop dismissed, with the reason given. */
export const recommendationsDismiss = defineFunction('recommendationsDismiss', {
  access: Access.permission('repairs.edit'),
  handler: (input, { db, workshopId, user, clock }) => dismissRecommendation(db, workshopId, user.id, input, clock()),
});
