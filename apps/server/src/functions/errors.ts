// Turns anything a function throws into the wire's error, with no stack, SQL or path in the message.
import { FunctionError, invalidArgument } from '@rueda/domain';
import { z } from 'zod';

/** Connection-level failures of PostgreSQL: the service is unavailable, not broken. */
const UNAVAILABLE_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** A connection failure, thrown as it is or wrapped (Drizzle's failed query keeps the driver's error as its cause). */
function isUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (depth < 3 && isUnavailable((error as { cause?: unknown }).cause, depth + 1)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_ERROR_CODES.has(code)) return true;
  // A Unix socket (the embedded PostgreSQL's, docs/product.md §24.3) is gone while its server is stopped.
  if (code === 'ENOENT' && (error as { syscall?: unknown }).syscall === 'connect') return true;
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' &&
    /timeout exceeded when trying to connect|Connection terminated|Cannot use a pool after calling end|Query read timeout/i.test(message)
  );
}

/** The FunctionError a caller sees for `error`; `unexpected` is true when it deserves an error log. */
export function toFunctionError(error: unknown): { error: FunctionError; unexpected: boolean } {
  if (error instanceof FunctionError) return { error, unexpected: error.code === 'internal' };
  if (error instanceof z.ZodError) return { error: invalidArgument(error), unexpected: false };
  if (isUnavailable(error))
    return { error: new FunctionError('unavailable', 'The service is unavailable; try again shortly.'), unexpected: true };
  return { error: new FunctionError('internal', 'Internal error.'), unexpected: true };
}
