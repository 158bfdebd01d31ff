// What to tell the user when the server refuses a write, by the error's code (docs/product.md §8).
// Each feature words it in its own namespace; a stale save has its own notice. Every namespace's
// `unavailable` text is the one shared "not saved: no connection, your data is still here" text
// (shell.connection.notSaved, docs/product.md §24.7): the form that failed stays open with its values.
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

/** Someone saved the record after this page loaded it (docs/product.md §4): the page loads the current version. */
export function isStaleWriteError(error: unknown): boolean {
  return error instanceof FunctionError && error.code === 'aborted';
}

/**
 * A failed precondition's reason (`details.reason`) as the feature names it in its texts, when `refusals` knows it
 * (the data's state explains the refusal); else null.
 */
export function refusalReasonOf<R extends string>(error: unknown, refusals: Readonly<Record<string, R>>): R | null {
  if (!(error instanceof FunctionError) || error.code !== 'failed-precondition') return null;
  const reason = (error.details as { reason?: unknown } | undefined)?.reason;
  return typeof reason === 'string' && Object.hasOwn(refusals, reason) ? refusals[reason]! : null;
}
