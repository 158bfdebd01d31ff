// A stand-in for the server behind `fetch`, for tests of the client's own logic and screens. The
// callable functions are typed by the domain's map (FUNCTIONS): a handler gets the function's input
// and answers its output, so a misspelt name or an answer of the wrong shape does not compile.
import {
  HTTP_STATUS_BY_CODE,
  wireStatusOf,
  type FunctionErrorCode,
  type FunctionInput,
  type FunctionName,
  type FunctionOutput,
} from '@rueda/domain';
import { vi } from 'vitest';
import { apiPaths } from '@/config/paths';

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

/** A function's failure as the server sends it: the wire status, the message (the code unless given) and details. */
export function failure(code: FunctionErrorCode, { message = code, details }: { message?: string; details?: unknown } = {}): Response {
  return json({ error: { status: wireStatusOf(code), message, details } }, HTTP_STATUS_BY_CODE[code]);
}

/** A function's output (sent as `{result}`), or a whole response: a failure, or an answer the protocol does not allow. */
export type FunctionAnswer<N extends FunctionName> = FunctionOutput<N> | Response;

export type FunctionHandler<N extends FunctionName> = (
  data: FunctionInput<N>,
  request: RecordedRequest,
) => FunctionAnswer<N> | Promise<FunctionAnswer<N>>;

/** Handlers of callable functions, by the function's name. */
export type FunctionHandlers = { [N in FunctionName]?: FunctionHandler<N> };

/** The "METHOD /path" key of a callable function. */
export function functionRoute(name: FunctionName): string {
  return `POST ${apiPaths.functions(name)}`;
}

/** The `data` a function call sent. */
function dataOf<N extends FunctionName>(request: RecordedRequest): FunctionInput<N> {
  return (request.body as { data: FunctionInput<N> }).data;
}

function functionRoutes(functions: FunctionHandlers): Record<string, Handler> {
  return Object.fromEntries(
    Object.entries(functions).map(([name, handler]) => {
      const answerOf = handler as FunctionHandler<FunctionName>;
      const route: Handler = async (request) => {
        const answer = await answerOf(dataOf(request), request);
        return answer instanceof Response ? answer : json({ result: answer });
      };
      return [functionRoute(name as FunctionName), route];
    }),
  );
}

function encodeSegment(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT with the given payload; `exp` defaults to an hour from now. */
export function fakeIdToken(payload: Record<string, unknown> = {}): string {
  const body = { sub: 'user-1', email: 'ana@taller.test', roles: [], exp: Math.floor(Date.now() / 1000) + 3600, ...payload };
  return `${encodeSegment({ alg: 'EdDSA', typ: 'JWT' })}.${encodeSegment(body)}.signature`;
}

/**
 * Stubs `fetch` with handlers keyed by "METHOD /path" (or a full URL for other origins) and the
 * callable functions' handlers by name. Unknown requests answer 404 and are recorded like the rest.
 */
export function fakeServer(routes: Record<string, Handler>, functions: FunctionHandlers = {}) {
  const handlers = { ...functionRoutes(functions), ...routes };
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
  /** The requests for one "METHOD /path" key. */
  const requestsTo = (key: string) =>
    requests.filter((request) => `${request.method} ${request.path}` === key || `${request.method} ${request.url}` === key);
  return {
    requests,
    requestsTo,
    /** The `data` of every call to one function, in order. */
    inputsTo: <N extends FunctionName>(name: N) => requestsTo(functionRoute(name)).map((request) => dataOf<N>(request)),
    fetch: fetchStub,
  };
}
