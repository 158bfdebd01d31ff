// docs/product.md §21: the customer's repair link (`/r/{token}`, docs/decisions/052). The staff's functions
// make, copy and revoke it; the public ones show the customer their repair and take their one answer to the
// estimate. What the public answer holds is all a link reveals: no ids but the estimate lines' own, no staff,
// no notes, nothing of the customer beyond their first name.
import { z } from 'zod';
import { dayInZone } from '../bookings/zone.ts';
import { FunctionError, invalidField } from '../errors.ts';
import type { TRecommendation } from '../recommendations/recommendation.ts';
import { declinedTotalOf, repairLinesOf } from '../repairs/declined-lines.ts';
import { MAX_AMOUNT_CENTS, type TRepair } from '../repairs/repair.ts';
import { repairBikeId } from '../suspensions/from-repair.ts';
import type { TPublicRepair, TPublicRepairRespondInput } from './public-repair.ts';
import { firstNameOf, namedBikeOption } from './templates.ts';

export * from './repair-link-limits.ts';

const isoDate = z.iso.datetime({ offset: true });
const cents = z.number().int().min(0).max(MAX_AMOUNT_CENTS);

/** One line of the estimate as the customer sees it; `id` is `<kind>:<catalogue id>`, unique on the repair. */
export const ZEstimateLineSchema = z.object({
  id: z.string(),
  title: z.string(),
  quantity: z.number().int().min(1),
  /** Cents, for one unit. */
  price: cents,
});
export type TEstimateLine = z.infer<typeof ZEstimateLineSchema>;

/** The repair's chosen services as estimate lines, in the order the repair page shows them (declined-lines.ts). */
export function estimateLinesOf(repair: Pick<TRepair, 'form'>): TEstimateLine[] {
  return repairLinesOf(repair).map(({ id, service }) => ({ id, title: service.title, quantity: service.quantity, price: service.price }));
}

export const REPAIR_LINK_DECISIONS = ['approved', 'declined', 'partial'] as const;

/** The customer's answer as kept with the link (`repair_links.response`) and shown to staff and customer. */
export const ZRepairLinkResponseSchema = z.object({
  decision: z.enum(REPAIR_LINK_DECISIONS),
  approvedLineIds: z.array(z.string()),
  declinedLineIds: z.array(z.string()),
  comment: z.string(),
  spendingLimitCents: cents.nullable(),
  /** The lines as the customer answered them (the repair's services may change after). */
  lines: z.array(ZEstimateLineSchema),
  answeredAt: isoDate,
});
export type TRepairLinkResponse = z.infer<typeof ZRepairLinkResponseSchema>;

// --- Staff -------------------------------------------------------------------------------------------------

export const ZRepairLinkInputSchema = z.object({ repairId: z.string().min(1).max(100) });

export const ZRepairLinkGetInputSchema = ZRepairLinkInputSchema.extend({
  /** false: only read the live link (null when none), so that opening the repair page makes no link nor history entry. */
  create: z.boolean().default(true),
});

export const ZRepairLinkGetOutputSchema = z.object({
  url: z.string(),
  createdAt: isoDate,
  /** 30 days after the repair's delivery; null while it is not delivered. */
  expiresAt: isoDate.nullable(),
  response: ZRepairLinkResponseSchema.nullable(),
});
export type TRepairLinkGetOutput = z.infer<typeof ZRepairLinkGetOutputSchema>;

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
