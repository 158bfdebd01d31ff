// docs/product.md §31.1: work recommended on a bike and not done — a line the customer declined through the repair
// link, or one the staff took off a repair as "recommended, not done" — kept on the bike with its date, its reason and
// its price at the time, and offered again when the bike comes back: added to a repair (at today's price) or dismissed
// with a reason. Nothing is deleted: an added or dismissed recommendation stays in the bike's history.
import { z } from 'zod';
import { SERVICE_KINDS } from '../catalogue/catalogue.ts';
import { MAX_AMOUNT_CENTS } from '../repairs/repair.ts';

/** Why it was not done: the customer declined it on the repair link, or the staff recommended it for another visit. */
export const RECOMMENDATION_REASONS = ['declined', 'notDone'] as const;
export type RecommendationReason = (typeof RECOMMENDATION_REASONS)[number];

/** `open` until it is added to a repair or dismissed; either is final. */
export const RECOMMENDATION_STATES = ['open', 'added', 'dismissed'] as const;
export type RecommendationState = (typeof RECOMMENDATION_STATES)[number];

/** The longest note or dismissal reason, in characters. */
export const RECOMMENDATION_TEXT_MAX = 300;

const isoDate = z.iso.datetime({ offset: true });
const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);
const ZActorSchema = z.object({ userId: z.string(), name: z.string() });

export const ZRecommendationSchema = z.object({
  id: z.string(),
  bikeId: z.string(),
  /** The repair it was recommended on. */
  fromRepairId: z.string(),
  /** The repair line it was (declined-lines.ts's `<kind>:<catalogue id>`), so that putting the line back closes it. */
  lineId: z.string(),
  kind: z.enum(SERVICE_KINDS),
  /** The catalogue item: adding it prices it as the catalogue does today. */
  serviceId: z.string(),
  title: z.string(),
  /** The price of one, in cents, when it was recommended. */
  priceAtTheTime: cents,
  quantity: z.number().int().min(1).max(999),
  reason: z.enum(RECOMMENDATION_REASONS),
  /** The staff's words on it ("pastillas al 20 %"); empty for a declined line. */
  note: z.string(),
  created: isoDate,
  /** Who recommended it; null when the customer declined it through the repair link. */
  createdBy: ZActorSchema.nullable(),
  state: z.enum(RECOMMENDATION_STATES),
  /** The repair it was added to, once added. */
  addedToRepairId: z.string().nullable(),
  /** Why it was dismissed, once dismissed. */
  dismissedReason: z.string().nullable(),
  closedAt: isoDate.nullable(),
  closedBy: ZActorSchema.nullable(),
});
export type TRecommendation = z.infer<typeof ZRecommendationSchema>;
