// Inputs and answers of the recommendations' functions (docs/product.md §31.1).
import { z } from 'zod';
import { ZIdSchema } from '../repairs/functions.ts';
import { RECOMMENDATION_TEXT_MAX } from './recommendation.ts';

const isoDate = z.iso.datetime({ offset: true });

/** A bike's recommendations: the open ones, or every one (its history) with `all`. */
export const ZRecommendationsListInputSchema = z.object({
  bikeId: ZIdSchema,
  all: z.boolean().default(false),
});
export type TRecommendationsListInput = z.input<typeof ZRecommendationsListInputSchema>;

/** Adds an open recommendation to a repair of the same bike, at the catalogue's price today. */
export const ZRecommendationsAddInputSchema = z.object({
  id: ZIdSchema,
  repairId: ZIdSchema,
  /** The repair's lastUpdate the page saw; an older one is refused with `aborted` (docs/product.md §4). */
  expectedLastUpdate: isoDate.optional(),
});
export type TRecommendationsAddInput = z.input<typeof ZRecommendationsAddInputSchema>;

/** Dismisses an open recommendation, with the reason the customer or the staff gave. */
export const ZRecommendationsDismissInputSchema = z.object({
  id: ZIdSchema,
  reason: z.string().trim().min(1).max(RECOMMENDATION_TEXT_MAX),
});
export type TRecommendationsDismissInput = z.input<typeof ZRecommendationsDismissInputSchema>;

/** Takes a line off the repair and keeps it on the repair's bike as recommended, not done. */
export const ZRepairsRecommendLineInputSchema = z.object({
  id: ZIdSchema,
  /** The line's id as the repair link names it: `<kind>:<catalogue id>` (declined-lines.ts). */
  lineId: z.string().trim().min(1).max(300),
  note: z.string().trim().max(RECOMMENDATION_TEXT_MAX).default(''),
  expectedLastUpdate: isoDate.optional(),
});
export type TRepairsRecommendLineInput = z.input<typeof ZRepairsRecommendLineInputSchema>;
