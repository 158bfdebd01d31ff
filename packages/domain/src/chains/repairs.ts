// docs/product.md §32.2 "The chain's view": the chain's repairs, every workshop's, all statuses or one.
import { z } from 'zod';
import { compareForFilteredList } from '../repairs/ordering.ts';
import { REPAIR_STATUSES } from '../repairs/status.ts';
import { ZRepairSummarySchema } from '../repairs/summary.ts';

/** How far the chain's list pages: the repairs list's own page at most, per workshop (REPAIRS_PAGE_MAX). */
export const CHAIN_REPAIRS_PAGE_MAX = 100;
export const CHAIN_REPAIRS_OFFSET_MAX = 400;

export const ZChainsRepairsInputSchema = z.object({
  status: z.enum(REPAIR_STATUSES).optional(),
  limit: z.number().int().min(1).max(CHAIN_REPAIRS_PAGE_MAX).default(50),
  offset: z.number().int().min(0).max(CHAIN_REPAIRS_OFFSET_MAX).default(0),
});
export type TChainsRepairsInput = z.input<typeof ZChainsRepairsInputSchema>;

export const ZChainRepairSchema = ZRepairSummarySchema.extend({ workshopId: z.string(), workshopName: z.string() });
export type TChainRepair = z.infer<typeof ZChainRepairSchema>;

export const ZChainsRepairsOutputSchema = z.object({
  /** The filtered list's order (docs/product.md §4): highest priority first, then the latest change. */
  repairs: z.array(ZChainRepairSchema),
  /** The chain's repairs per status, every workshop's. */
  counts: z.record(z.enum(REPAIR_STATUSES), z.number().int().min(0)),
  /** The repairs of the status asked (all statuses without one). */
  total: z.number().int().min(0),
  /** Whether another page follows. */
  more: z.boolean(),
});
export type TChainsRepairsOutput = z.infer<typeof ZChainsRepairsOutputSchema>;

/**
 * One page of the chain's list from each workshop's first `offset + limit` repairs in the filtered list's order: they
 * are merged in that order (ties of two workshops broken by the repair's id) and the page is cut from the merge.
 */
export function chainRepairsPage(
  lists: readonly TChainRepair[][],
  offset: number,
  limit: number,
): { repairs: TChainRepair[]; more: boolean } {
  const merged = lists.flat().sort(compareForFilteredList);
  return { repairs: merged.slice(offset, offset + limit), more: merged.length > offset + limit };
}
