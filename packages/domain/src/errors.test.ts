import { describe, expect, it } from 'vitest';
import { codeOfWireStatus, FUNCTION_ERROR_CODES, FunctionError, HTTP_STATUS_BY_CODE, wireStatusOf } from './errors.ts';

describe('function error catalogue', () => {
  it('maps every code to the HTTP status of docs/product.md §8', () => {
    expect(HTTP_STATUS_BY_CODE).toEqual({
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
    });
  });

  it('round-trips every code through its wire name', () => {
    for (const code of FUNCTION_ERROR_CODES) expect(codeOfWireStatus(wireStatusOf(code))).toBe(code);
    expect(wireStatusOf('permission-denied')).toBe('PERMISSION_DENIED');
    expect(codeOfWireStatus('NOT_A_STATUS')).toBeUndefined();
  });

  it('carries its code, status and details', () => {
    const error = new FunctionError('aborted', 'changed meanwhile', { id: 'r1' });
    expect(error.httpStatus).toBe(409);
    expect(error.details).toEqual({ id: 'r1' });
    expect(error).toBeInstanceOf(Error);
  });
});
