// What to tell the user when the server refuses a write, by the error's code (docs/product.md §8).
// Each feature words it in its own namespace; a stale save has its own notice.
import { FunctionError } from '@rueda/domain';

export type WriteFailure = 'permissionDenied' | 'notFound' | 'unavailable' | 'saveFailed';

export function writeFailureOf(error: unknown): WriteFailure {
  if (error instanceof FunctionError) {
    if (error.code === 'permission-denied') return 'permissionDenied';
    if (error.code === 'not-found') return 'notFound';
    if (error.code === 'unavailable' || error.code === 'deadline-exceeded') return 'unavailable';
  }
  return 'saveFailed';
}
