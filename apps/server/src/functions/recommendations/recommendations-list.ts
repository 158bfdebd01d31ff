import { listBikeRecommendations } from '../../services/recommendations.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §31.1: a bike of the caller's workshop's recommendations, open ones or its whole history. */
export const recommendationsList = defineFunction('recommendationsList', {
  access: Access.permission('workshop.use'),
  handler: (input, { db, workshopId }) => listBikeRecommendations(db, workshopId, input),
});
