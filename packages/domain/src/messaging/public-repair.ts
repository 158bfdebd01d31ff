// docs/product.md §21 and §31.1: what the customer's repair link (`/r/{token}`) answers and takes: the public
// functions' schemas, the page's repair picked field by field, and the answer to keep. A module apart from
// repair-link.ts, whose staff functions' schemas the staff app loads: these are the customers' pages' and the
// server's alone (public-functions.ts), so no staff screen downloads them.
import { z } from 'zod';
import { dayInZone } from '../bookings/zone.ts';
import { FunctionError, invalidField } from '../errors.ts';
import type { TRecommendation } from '../recommendations/recommendation.ts';
import { declinedTotalOf, repairLinesOf } from '../repairs/declined-lines.ts';
import { MAX_AMOUNT_CENTS, type TRepair } from '../repairs/repair.ts';
import { REPAIR_STATUSES } from '../repairs/status.ts';
import { repairBikeId } from '../suspensions/from-repair.ts';
import { ZPublicRepairMoneySchema } from './repair-link-documents.ts';
import { REPAIR_LINK_COMMENT_MAX_LENGTH, REPAIR_LINK_TOKEN_MAX_LENGTH } from './repair-link-limits.ts';
import {
  estimateLinesOf,
  REPAIR_LINK_DECISIONS,
  ZEstimateLineSchema,
  ZRepairLinkResponseSchema,
  type TEstimateLine,
  type TRepairLinkResponse,
} from './repair-link.ts';
import { firstNameOf, namedBikeOption } from './templates.ts';

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

function isSameEstimate(lines: readonly TEstimateLine[], shown: readonly Pick<TEstimateLine, 'id' | 'quantity' | 'price'>[]): boolean {
  return (
    lines.length === shown.length &&
    lines.every(
      (line, index) => line.id === shown[index]!.id && line.quantity === shown[index]!.quantity && line.price === shown[index]!.price,
    )
  );
}

/**
 * The answer to keep, from what the customer sent and the estimate's lines now. `partial` names its approved
 * lines, each of the estimate and once; approving all of them is `approved`, none is `declined`.
 */
export function decideEstimateResponse(
  lines: readonly TEstimateLine[],
  input: Omit<TPublicRepairRespondInput, 'token'>,
  answeredAt: Date,
): TRepairLinkResponse {
  if (input.shownLines !== undefined && !isSameEstimate(lines, input.shownLines))
    throw new FunctionError('failed-precondition', 'The workshop changed the estimate; read it again.', { reason: 'estimate-changed' });
  const all = lines.map((line) => line.id);
  let approved: string[];
  if (input.decision === 'partial') {
    const named = input.approvedLineIds;
    if (all.length === 0) throw invalidField('decision', 'This estimate has no lines to choose from.');
    if (named === undefined) throw invalidField('approvedLineIds', 'A partial answer names the approved lines.');
    const known = new Set(all);
    const unique = new Set<string>();
    named.forEach((id, index) => {
      if (!known.has(id)) throw invalidField(`approvedLineIds.${index}`, 'This line is not in the estimate.');
      if (unique.has(id)) throw invalidField(`approvedLineIds.${index}`, 'This line is named twice.');
      unique.add(id);
    });
    approved = all.filter((id) => unique.has(id));
  } else {
    if (input.approvedLineIds !== undefined)
      throw invalidField('approvedLineIds', 'Only a partial answer names lines; this one answers the whole estimate.');
    approved = input.decision === 'approved' ? all : [];
  }
  const decision =
    input.decision !== 'partial'
      ? input.decision
      : approved.length === all.length
        ? 'approved'
        : approved.length === 0
          ? 'declined'
          : 'partial';
  return {
    decision,
    approvedLineIds: approved,
    declinedLineIds: all.filter((id) => !approved.includes(id)),
    comment: input.comment ?? '',
    spendingLimitCents: input.spendingLimitCents ?? null,
    lines: [...lines],
    answeredAt: answeredAt.toISOString(),
  };
}

/** What the link shows (docs/product.md §21.2): picked field by field from the repair, so nothing else can slip in. */
export function publicRepairOf(
  repair: TRepair,
  workshop: { name: string; phone: string; address: string; currencyCode: string; currencySymbol: string; timeZone: string },
  response: TRepairLinkResponse | null,
  /** The name an online booking typed (docs/decisions/058): its link shows that, never a stored customer's. */
  bookedName: string | null = null,
  /** The repair's bike's recommendations (docs/product.md §31.1): the open ones of its other repairs are shown. */
  recommendations: readonly TRecommendation[] = [],
): TPublicRepair {
  const bikeId = repairBikeId(repair);
  return {
    workshop: { name: workshop.name, phone: workshop.phone, address: workshop.address },
    // The first word of the customer's name: all of the customer a link shows (docs/decisions/052).
    customer: { firstName: firstNameOf(bookedName ?? repair.customer.name) },
    // An unknown bike's defaults ('generic', 'unknown') are nothing to show the customer.
    bike: { brand: namedBikeOption(repair.bike.manufacturer), model: namedBikeOption(repair.bike.model), color: repair.bike.color },
    status: repair.status,
    statusHistory: repair.state.status.map((entry) => ({ status: entry.status, date: entry.date })),
    entryDate: repair.entryDate,
    deliveryDate: repair.deliveryDate,
    timeZone: workshop.timeZone,
    estimate: {
      lines: estimateLinesOf(repair),
      // The estimate asks about every line, a declined one too (a new link asks again): its total counts them.
      totalCents: repair.totalPrice + declinedTotalOf(repairLinesOf(repair).map(({ service }) => service)),
      currency: { code: workshop.currencyCode, symbol: workshop.currencySymbol },
    },
    response,
    // The repair's money is read apart, from the sales ledger (the server's public-repair-documents service).
    money: null,
    // Neither the staff's note nor who recommended it: what, how many, the price of one then, and the day only.
    recommendations: recommendations
      .filter((item) => item.state === 'open' && bikeId !== null && item.bikeId === bikeId && item.fromRepairId !== repair.id)
      .map((item) => ({
        title: item.title,
        quantity: item.quantity,
        price: item.priceAtTheTime,
        recommendedDay: dayInZone(item.created, workshop.timeZone),
      })),
  };
}
