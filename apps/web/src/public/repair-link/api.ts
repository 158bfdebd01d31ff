// The two public functions behind the link (issue 17 point 5), on the same wire as every function: POST
// /api/functions/<name> with {data}, the answer in `result`, a failure's code in `error.status`. No token of any
// staff account and no cookie goes with them; the page's address, which holds the link's token, is not sent as
// a Referer.
import { codeOfWireStatus, type FunctionErrorCode, type FunctionInput, type FunctionOutput } from '@rueda/domain';

type PublicFunction = 'publicRepairGet' | 'publicRepairRespond';

export class PublicCallError extends Error {
  constructor(
    readonly code: FunctionErrorCode | 'network',
    readonly reason?: string,
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
  let body: { result?: FunctionOutput<N>; error?: { status?: string; details?: { reason?: string } } } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): judged by the status below.
  }
  if (response.ok && body.result !== undefined) return body.result;
  const code = (body.error?.status && codeOfWireStatus(body.error.status)) || (response.status === 404 ? 'not-found' : 'internal');
  throw new PublicCallError(code, body.error?.details?.reason);
}

/** The link's token: the last segment of the page's address (`/r/<token>`). */
export function tokenOfLocation(pathname: string): string {
  return decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
}
