// A stand-in for the server behind `fetch`, for tests of the client's own logic and screens.
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function encodeSegment(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given payload; `exp` defaults to an hour from now. */
export function fakeIdToken(payload: Record<string, unknown> = {}): string {
  const body = { sub: 'user-1', email: 'ana@taller.test', roles: [], exp: Math.floor(Date.now() / 1000) + 3600, ...payload };
  return `${encodeSegment({ alg: 'EdDSA', typ: 'JWT' })}.${encodeSegment(body)}.signature`;
}

/**
 * Stubs `fetch` with handlers keyed by "METHOD /path" (or a full URL for other origins). Unknown
 * requests answer 404 and are recorded like the rest.
 */
export function fakeServer(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      url: url.href,
      path: url.pathname,
      headers: new Headers(init?.headers),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const sameOrigin = url.origin === window.location.origin;
    const handler = handlers[`${method} ${sameOrigin ? url.pathname : `${url.origin}${url.pathname}`}`];
    return handler ? handler(request) : json({ message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    /** The requests for one "METHOD /path" key. */
    requestsTo: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key || `${request.method} ${request.url}` === key),
    fetch: fetchStub,
  };
}
