// The recommendations' functions: work recommended on a bike and not done, offered again when it comes back
// (docs/product.md §31.1).
import { z } from 'zod';
import type { SchemasOf } from '../function-map.ts';
import {
  ZRecommendationsAddInputSchema,
  ZRecommendationsDismissInputSchema,
  ZRecommendationsListInputSchema,
  ZRepairsRecommendLineInputSchema,
} from '../recommendations/functions.ts';
import { ZRecommendationSchema } from '../recommendations/recommendation.ts';
import { ZRepairSchema } from '../repairs/repair.ts';

/** The recommendations area's functions, by the name the wire uses; staff-functions.ts joins every area's (decision 072). */
export const RECOMMENDATIONS_FUNCTIONS = {
  /** The bike's open recommendations, newest first; with `all`, every one it had (open first). */
  recommendationsList: { input: ZRecommendationsListInputSchema, output: z.array(ZRecommendationSchema) },
  /**
   * Adds the recommendation's item to a repair of its bike at the catalogue's price today, and marks it added: the
   * repair as saved. failed-precondition: reason 'not-open' (added or dismissed already), 'other-bike', 'service-gone'.
   */
  recommendationsAdd: { input: ZRecommendationsAddInputSchema, output: ZRepairSchema },
  /** Dismisses an open recommendation with its reason; failed-precondition 'not-open' if it is not open. */
  recommendationsDismiss: { input: ZRecommendationsDismissInputSchema, output: ZRecommendationSchema },
  /**
   * Takes a line off the repair and keeps it on the repair's bike as recommended, not done: the repair as saved.
   * failed-precondition: reason 'no-bike' (the repair names no bike of the workshop's); not-found for an unknown line.
   */
  repairsRecommendLine: { input: ZRepairsRecommendLineInputSchema, output: ZRepairSchema },
} as const;

/** Their schemas: what the staff app loads with its first call of one of them (`lib/function-schemas/recommendations-schemas.ts`). */
export const RECOMMENDATIONS_FUNCTION_SCHEMAS: SchemasOf<typeof RECOMMENDATIONS_FUNCTIONS> = RECOMMENDATIONS_FUNCTIONS;
