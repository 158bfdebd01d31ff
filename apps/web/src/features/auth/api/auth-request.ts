// The auth API's transport: better-auth under /api/auth with cookie sessions. Failures carry the
// server's `code` (docs/product.md §8's catalogue, e.g. 'auth/wrong-password'), which picks the toast.
import { authErrorMessageKey } from '@rueda/domain';
import { parseJsonBody } from '@/lib/parse-json';

/** The code of a request that never got an answer. */
export const NETWORK_ERROR_CODE = 'network';

export class AuthError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status: number, message: string) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
    this.status = status;
  }
}

/** The locale key of the toast for any failure of an auth operation. */
export function authErrorKeyOf(error: unknown): string {
  return authErrorMessageKey(error instanceof AuthError ? error.code : undefined);
}

export async function postAuth(path: string, body: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new AuthError(NETWORK_ERROR_CODE, 0, `${path} could not be reached: ${String(error)}`);
  }
  const parsed = parseJsonBody(await response.text());
  if (!response.ok) {
    const fields = typeof parsed === 'object' && parsed !== null ? (parsed as { code?: unknown; message?: unknown }) : {};
    const code = typeof fields.code === 'string' ? fields.code : `http-${response.status}`;
    throw new AuthError(code, response.status, typeof fields.message === 'string' ? fields.message : code);
  }
  return parsed;
}
