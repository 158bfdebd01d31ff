// docs/product.md §29.6: counting the drawer at the close. A workshop counts it note by note and coin by coin; the
// counter sums what is counted into the amount the close records.
import { FunctionError } from '@rueda/domain';
import { fieldIssuesOf } from '@/lib/call';
import { writeFailureOf } from '@/lib/write-error';
import { WRITE_FAILURE_KEYS } from './refusals';

/** The euro's notes and coins a drawer holds, in cents, largest first (the 500 € note is left out: no till takes it). */
export const EURO_NOTES = [20_000, 10_000, 5_000, 2_000, 1_000, 500] as const;
export const EURO_COINS = [200, 100, 50, 20, 10, 5, 2, 1] as const;
export const EURO_DENOMINATIONS = [...EURO_NOTES, ...EURO_COINS] as const;

/** How many of each denomination were counted, by its value in cents. */
export type DenominationCounts = Partial<Record<number, number>>;

/** The cents the counted notes and coins add up to. */
export function countedOf(counts: DenominationCounts): number {
  return EURO_DENOMINATIONS.reduce((sum, cents) => sum + cents * (counts[cents] ?? 0), 0);
}

/** The locale key (sales namespace) of a till function's refusal: a closed day, an open one, a day not begun, else a write failure. */
export function tillRefusalKey(error: unknown): string {
  if (error instanceof FunctionError) {
    const reason = (error.details as { reason?: unknown } | undefined)?.reason;
    if (reason === 'till-closed') return 'till.refusal.closed';
    if (reason === 'till-open') return 'till.refusal.alreadyOpen';
    const fields = fieldIssuesOf(error).map(({ field }) => field);
    if (fields.includes('day')) return 'till.refusal.dayNotBegun';
    if (fields.length > 0 || error.code === 'invalid-argument') return 'till.refusal.invalid';
  }
  return WRITE_FAILURE_KEYS[writeFailureOf(error)];
}
