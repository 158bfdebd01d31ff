// Concurrency (docs/product.md §4): a save carries the lastUpdate its editor saw.
import { FunctionError } from '../errors.ts';
import type { TRepair } from './repair.ts';

/** docs/product.md §4: a save based on an older version is refused; the caller reloads and tries again. */
export function checkNotStale(repair: Pick<TRepair, 'lastUpdate'>, expectedLastUpdate: string | undefined): void {
  if (expectedLastUpdate !== undefined && Date.parse(expectedLastUpdate) !== Date.parse(repair.lastUpdate)) {
    throw new FunctionError('aborted', 'Someone else changed this repair; it has been reloaded.', {
      reason: 'stale',
      lastUpdate: repair.lastUpdate,
    });
  }
}
