// The public functions behind the anonymous pages (the repair link's and the booking page's, docs/product.md §27.2),
// on the same wire as every function: POST /api/functions/<name> with {data}, the answer in `result`, a failure's
// code in `error.status` and what the page needs to act on it in `error.details`. No token of any staff account and
// no cookie goes with them, and the page's address is not sent as a Referer.
import { codeOfWireStatus, type FunctionErrorCode, type FunctionInput, type FunctionOutput } from '@rueda/domain';

export type PublicFunction =
  'publicRepairGet' | 'publicRepairRespond' | 'publicRepairDocumentPdf' | 'publicBookingOptions' | 'publicBookingCreate';

export type PublicCallErrorCode = FunctionErrorCode | 'network';

export class PublicCallError extends Error {
  constructor(
    readonly code: PublicCallErrorCode,
    readonly reason?: string,
    /** The failure's details as the server sent them (a day that filled up names the next open days). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

export async function publicCall<N extends PublicFunction>(
  name: N,
  data: FunctionInput<N>,
  signal?: AbortSignal,
): Promise<FunctionOutput<N>> {
  let response: Response;
  try {
    response = await fetch(`/api/functions/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PublicCallError('network');
  }
  let body: { result?: FunctionOutput<N>; error?: { status?: string; details?: unknown } } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): judged by the status below.
  }
  if (response.ok && body.result !== undefined) return body.result;
  const code = (body.error?.status && codeOfWireStatus(body.error.status)) || (response.status === 404 ? 'not-found' : 'internal');
  const details = isRecord(body.error?.details) ? body.error.details : {};
  throw new PublicCallError(code, typeof details.reason === 'string' ? details.reason : undefined, details);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The page's key in its address: its last segment (`/r/<token>`, `/book/<slug>`). */
export function lastPathSegment(pathname: string): string {
  return decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
}
