// docs/product.md §21: the customer's repair link (`/r/{token}`, docs/decisions/052). The staff's functions
// make, copy and revoke it; the public ones show the customer their repair and take their one answer to the
// estimate (their schemas and rules are public-repair.ts's). What the public answer holds is all a link reveals: no
// ids but the estimate lines' own, no staff, no notes, nothing of the customer beyond their first name.
import { z } from 'zod';
import { repairLinesOf } from '../repairs/declined-lines.ts';
import { MAX_AMOUNT_CENTS, type TRepair } from '../repairs/repair.ts';

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
