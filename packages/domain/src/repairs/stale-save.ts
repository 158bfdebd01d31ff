// Concurrency (docs/product.md §4): a save carries the lastUpdate its editor saw.
import { FunctionError } from '../errors.ts';
import type { TRepair } from './repair.ts';

/**
 * docs/product.md §4: a save based on an older version is refused; the caller reloads and tries
 * again. The same rule guards a repair and a catalogue item (`what` names it in the message).
 */
export function checkNotStale(stored: Pick<TRepair, 'lastUpdate'>, expectedLastUpdate: string | undefined, what = 'repair'): void {
  if (expectedLastUpdate !== undefined && Date.parse(expectedLastUpdate) !== Date.parse(stored.lastUpdate)) {
    throw new FunctionError('aborted', `Someone else changed this ${what}; it has been reloaded.`, {
      reason: 'stale',
      lastUpdate: stored.lastUpdate,
    });
  }
}
