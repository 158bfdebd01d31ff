// Booking over a full day (docs/product.md §15.3): the server refuses with `aborted` and the day's load
// unless the caller says the person confirmed it. The screen asks, then tries once more.
import { FunctionError, ZOverCapacityDetailsSchema, type TOverCapacityDetails } from '@rueda/domain';

/** The day's load and the booking's work when the server refused for capacity; null for any other failure. */
export function overCapacityOf(error: unknown): TOverCapacityDetails | null {
  if (!(error instanceof FunctionError) || error.code !== 'aborted') return null;
  const parsed = ZOverCapacityDetailsSchema.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/** A save refused because the repair changed meanwhile (`aborted` for any reason but capacity). */
export function isStaleSave(error: unknown): boolean {
  return error instanceof FunctionError && error.code === 'aborted' && overCapacityOf(error) === null;
}

export type ConfirmOverCapacity = (details: TOverCapacityDetails) => Promise<boolean>;

/**
 * Runs a write; when the day is full, asks `confirm` and, if the person agrees, runs it again with
 * overCapacity. Null when the person declined; any other failure is thrown.
 */
export async function withOverCapacityConfirm<T>(
  attempt: (overCapacity: boolean) => Promise<T>,
  confirm: ConfirmOverCapacity,
): Promise<T | null> {
  try {
    return await attempt(false);
  } catch (error) {
    const details = overCapacityOf(error);
    if (!details) throw error;
    if (!(await confirm(details))) return null;
    return attempt(true);
  }
}
