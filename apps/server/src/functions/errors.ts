// Turns anything a function throws into the wire's error, with no stack, SQL or path in the message.
import { FunctionError, type FieldIssue } from '@rueda/domain';
import { z } from 'zod';

/** Connection-level failures of PostgreSQL: the service is unavailable, not broken. */
const UNAVAILABLE_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'data', message: issue.message }));
}

export function invalidArgument(error: z.ZodError): FunctionError {
  const fields = fieldIssues(error);
  const names = [...new Set(fields.map((issue) => issue.field))].join(', ');
  return new FunctionError('invalid-argument', `Invalid data: ${names}.`, { fields });
}

function isUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_ERROR_CODES.has(code)) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && /timeout exceeded when trying to connect|Connection terminated|Cannot use a pool after calling end/i.test(message);
}

/** The FunctionError a caller sees for `error`; `unexpected` is true when it deserves an error log. */
export function toFunctionError(error: unknown): { error: FunctionError; unexpected: boolean } {
  if (error instanceof FunctionError) return { error, unexpected: error.code === 'internal' };
  if (error instanceof z.ZodError) return { error: invalidArgument(error), unexpected: false };
  if (isUnavailable(error)) return { error: new FunctionError('unavailable', 'The service is unavailable; try again shortly.'), unexpected: true };
  return { error: new FunctionError('internal', 'Internal error.'), unexpected: true };
}

/** An invalid-argument naming one field, for checks the schema cannot make (an id that is not the workshop's). */
export function invalidField(field: string, message: string): FunctionError {
  return new FunctionError('invalid-argument', `Invalid data: ${field}.`, { fields: [{ field, message }] });
}
