// docs/product.md §21 and §31.1: what the customer's repair link (`/r/{token}`) answers and takes, as the public
// functions' schemas. A module apart from repair-link.ts, whose staff functions' schemas the staff app loads: these
// are the customers' pages' alone (public-functions.ts), so no staff screen downloads them.
import { z } from 'zod';
import { MAX_AMOUNT_CENTS } from '../repairs/repair.ts';
import { REPAIR_STATUSES } from '../repairs/status.ts';
import { ZPublicRepairMoneySchema } from './repair-link-documents.ts';
import { REPAIR_LINK_COMMENT_MAX_LENGTH, REPAIR_LINK_TOKEN_MAX_LENGTH } from './repair-link-limits.ts';
import { REPAIR_LINK_DECISIONS, ZEstimateLineSchema, ZRepairLinkResponseSchema } from './repair-link.ts';

const isoDate = z.iso.datetime({ offset: true });
const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);

// --- Public ------------------------------------------------------------------------------------------------

// Any string up to the bound is a token to look up: a malformed one meets the same not-found as an unknown one.
const token = z.string().max(REPAIR_LINK_TOKEN_MAX_LENGTH);

export const ZPublicRepairGetInputSchema = z.object({ token });

/** Work recommended on the bike at another visit and not done (docs/product.md §31.1), as its customer sees it. */
export const ZPublicRecommendationSchema = z.object({
  title: z.string(),
  quantity: z.number().int().min(1),
  /** Cents, for one unit, when it was recommended: the page says it may have changed. */
  price: cents,
  /** The day it was recommended (YYYY-MM-DD), on the workshop's clock. */
  recommendedDay: z.iso.date(),
});
export type TPublicRecommendation = z.infer<typeof ZPublicRecommendationSchema>;

export const ZPublicRepairSchema = z.object({
  workshop: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  customer: z.object({ firstName: z.string() }),
  bike: z.object({ brand: z.string(), model: z.string(), color: z.string() }),
  status: z.enum(REPAIR_STATUSES),
  /** The status list's dates, oldest first (without their observations, which are the staff's). */
  statusHistory: z.array(z.object({ status: z.enum(REPAIR_STATUSES), date: isoDate })),
  entryDate: isoDate.nullable(),
  deliveryDate: isoDate.nullable(),
  /** The workshop's time zone (its booking calendar's): the page writes every date on its clock (docs/product.md §1). */
  timeZone: z.string(),
  estimate: z.object({
    lines: z.array(ZEstimateLineSchema),
    totalCents: cents,
    currency: z.object({ code: z.string(), symbol: z.string() }),
  }),
  /** The customer's answer, once given. */
  response: ZRepairLinkResponseSchema.nullable(),
  /** docs/product.md §29.5: its deposits, what is paid and remains, its documents; null while there is none of it. */
  money: ZPublicRepairMoneySchema.nullable(),
  /** docs/product.md §31.1: the bike's open recommendations from its other repairs, newest first; none without a bike. */
  recommendations: z.array(ZPublicRecommendationSchema),
});
export type TPublicRepair = z.infer<typeof ZPublicRepairSchema>;

export const ZPublicRepairRespondInputSchema = z.object({
  token,
  decision: z.enum(REPAIR_LINK_DECISIONS),
  /** For `partial`: the lines approved; the others are declined. */
  approvedLineIds: z.array(z.string().max(300)).max(500).optional(),
  comment: z.string().trim().max(REPAIR_LINK_COMMENT_MAX_LENGTH).optional(),
  /** Cents up to which the workshop may add work without asking again. */
  spendingLimitCents: cents.nullable().optional(),
  /**
   * The lines as the page showed them: when the workshop changed the estimate since, the answer is refused
   * (failed-precondition 'estimate-changed'), so nobody approves a line or a price they did not see.
   */
  shownLines: z
    .array(z.object({ id: z.string().max(300), quantity: z.number().int(), price: z.number().int() }))
    .max(500)
    .optional(),
});
export type TPublicRepairRespondInput = z.infer<typeof ZPublicRepairRespondInputSchema>;
