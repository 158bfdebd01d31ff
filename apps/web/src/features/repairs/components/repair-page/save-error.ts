import { writeFailureOf, type WriteFailure } from '@/lib/write-error';

/** The toast for a write of the page the server refused (a stale save has its own notice). */
export function errorMessageKey(error: unknown): `errors.${WriteFailure}` {
  return `errors.${writeFailureOf(error)}`;
}
