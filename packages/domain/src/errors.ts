// The callable-function error catalogue (docs/product.md §8, docs/architecture.md §8).
// One canonical code per failure; the HTTP status and the wire status name come from these tables.

export const FUNCTION_ERROR_CODES = [
  'invalid-argument',
  // Firebase's code for a refusal the state explains (a customer with repairs cannot be deleted); 400 as there.
  'failed-precondition',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'aborted',
  'resource-exhausted',
  'cancelled',
  'internal',
  'unimplemented',
  'unavailable',
  'deadline-exceeded',
] as const;
export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[number];

/** docs/product.md §8: function HTTP status mapping. */
export const HTTP_STATUS_BY_CODE: Record<FunctionErrorCode, number> = {
  'invalid-argument': 400,
  'failed-precondition': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
};

/** The wire name of a code, as the Firebase callable protocol writes it (`PERMISSION_DENIED`). */
export function wireStatusOf(code: FunctionErrorCode): string {
  return code.replace(/-/g, '_').toUpperCase();
}

/** The canonical code of a wire status name, or undefined for a name outside the catalogue. */
export function codeOfWireStatus(status: string): FunctionErrorCode | undefined {
  const code = status.toLowerCase().replace(/_/g, '-');
  return (FUNCTION_ERROR_CODES as readonly string[]).includes(code) ? (code as FunctionErrorCode) : undefined;
}

export function isFunctionErrorCode(value: unknown): value is FunctionErrorCode {
  return typeof value === 'string' && (FUNCTION_ERROR_CODES as readonly string[]).includes(value);
}

/**
 * The one error type of Rueda's functions. `message` is safe to show a user (never a stack, SQL or
 * path); `details` is structured data for the client, e.g. the fields that failed validation.
 */
export class FunctionError extends Error {
  readonly code: FunctionErrorCode;
  readonly details: unknown;

  constructor(code: FunctionErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'FunctionError';
    this.code = code;
    this.details = details;
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }
}

/** One field that failed validation, as `details.fields` carries it. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * An invalid-argument naming one field, for checks a schema cannot make (an id that is not the workshop's); `reason`,
 * when given, tells apart refusals of one field (details.reason), so a screen never reads the English message.
 */
export function invalidField(field: string, message: string, reason?: string): FunctionError {
  return new FunctionError('invalid-argument', `Invalid data: ${field}.`, { fields: [{ field, message }], ...(reason && { reason }) });
}

/** The fields of a failed zod parse, as `details.fields` carries them (`data` for the whole payload). */
export function fieldIssuesOfZod(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldIssue[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || 'data', message: issue.message }));
}

/** The invalid-argument of a failed zod parse, naming every field that failed. */
export function invalidArgument(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FunctionError {
  const fields = fieldIssuesOfZod(error);
  const names = [...new Set(fields.map((issue) => issue.field))].join(', ');
  return new FunctionError('invalid-argument', `Invalid data: ${names}.`, { fields });
}
