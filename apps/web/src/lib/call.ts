// The one typed client of the callable functions (docs/architecture.md §8, docs/product.md §7):
// POST /api/functions/{name} with {"data": …} and the ID token, 70 s timeout, answer in `result`
// (or `data`, as the original protocol also allows), failures as FunctionError with a canonical code.
import {
  CALLABLE_TIMEOUT_MS,
  FunctionError,
  HTTP_STATUS_BY_CODE,
  codeOfWireStatus,
  isSalesFunctionName,
  staffFunctionAreaOf,
  type FieldIssue,
  type FunctionErrorCode,
  type FunctionInput,
  type StaffFunctionName,
  type FunctionOutput,
  type StaffFunctionArea,
} from '@rueda/domain';
import { apiPaths } from '@/config/paths';
import { isConnectionFailure, isUnreachableStatus, markOffline, markOnline } from '@/lib/connection';
import { currentLanguage } from '@/lib/i18n';
import { fetchEarly } from '@/lib/early-requests';
import { parseJsonBody } from '@/lib/parse-json';

export interface CallOptions {
  /** Cancels the call (e.g. TanStack Query's signal); the call then fails with `cancelled`. */
  signal?: AbortSignal;
  /** Overrides the spec's 70 s timeout. */
  timeoutMs?: number;
}

interface WireError {
  status?: unknown;
  message?: unknown;
  details?: unknown;
}

/** The canonical code of an HTTP status when the body names none (docs/product.md §8's table, read backwards). */
function codeOfHttpStatus(status: number): FunctionErrorCode {
  const entry = Object.entries(HTTP_STATUS_BY_CODE).find(([, httpStatus]) => httpStatus === status);
  return (entry?.[0] as FunctionErrorCode | undefined) ?? 'internal';
}

function errorOfBody(body: unknown, httpStatus: number): FunctionError | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const wire = (body as { error: unknown }).error as WireError | null;
  if (typeof wire !== 'object' || wire === null) return null;
  const code = typeof wire.status === 'string' ? (codeOfWireStatus(wire.status) ?? 'internal') : codeOfHttpStatus(httpStatus);
  const message = typeof wire.message === 'string' && wire.message.length > 0 ? wire.message : code;
  return new FunctionError(code, message, wire.details);
}

/** The fields a failed call names in its `details.fields` (invalid-argument, not-found); none for other errors. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof FunctionError)) return [];
  return (error.details as { fields?: FieldIssue[] } | undefined)?.fields ?? [];
}

/** Where `call` gets the ID token it sends (a new one when `forceRefresh`): null when signed out. */
export type IdTokenGetter = (forceRefresh?: boolean) => Promise<string | null>;

let getIdToken: IdTokenGetter = () =>
  Promise.reject(new Error('call() has no ID token getter: setIdTokenGetter was not called at start-up.'));

/**
 * Hands `call` the auth feature's token store. The app's start-up does it (lib/ imports no feature),
 * before anything calls a function.
 */
export function setIdTokenGetter(getter: IdTokenGetter): void {
  getIdToken = getter;
}

async function idTokenOrFail(forceRefresh = false): Promise<string | null> {
  try {
    return await getIdToken(forceRefresh);
  } catch (error) {
    throw new FunctionError('unavailable', 'The ID token could not be fetched.', { cause: String(error) });
  }
}

/**
 * The ID token for a request that is not a function call (a photo's image, decision 020; the events stream), a
 * new one when `forceRefresh`; null when signed out.
 */
export function currentIdToken(forceRefresh = false): Promise<string | null> {
  return idTokenOrFail(forceRefresh);
}

/** Calls a function; its outcome tells the connection state whether the server can be reached (docs/product.md §24.7). */
export async function call<N extends StaffFunctionName>(
  name: N,
  data: FunctionInput<N>,
  options: CallOptions = {},
): Promise<FunctionOutput<N>> {
  try {
    let output: FunctionOutput<N>;
    try {
      output = await callOnce(name, data, options);
    } catch (error) {
      // A token whose role or workshop changed is refused (docs/product.md §24.8); a new one carries the
      // account as it is now. Once: a session that ended stays refused, and the app signs out.
      if (!(error instanceof FunctionError && error.code === 'unauthenticated')) throw error;
      output = await callOnce(name, data, { ...options, forceRefresh: true });
    }
    markOnline();
    return output;
  } catch (error) {
    if (isConnectionFailure(error)) markOffline();
    throw error;
  }
}

/** A map's answer schemas, by name: what an answer is checked against. */
type AnswerSchemas = Record<
  string,
  { output: { safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: unknown } } } }
>;

/**
 * Decision 041: the answers' schemas load with the first call, beside its request, not with the page (built at
 * start-up they held every page's first paint). Decision 072: each area's (packages/domain/src/staff-functions/)
 * with the first call of one of its functions, so that a screen downloads the schemas of the areas it calls and no
 * other; decision 065: the sales functions' with the first sales call. Each `import()` is written out so that the
 * build makes each area a chunk of its own (scripts/budgets.mjs counts each route's).
 */
const SCHEMAS_OF_AREA: Record<StaffFunctionArea | 'sales', () => Promise<{ SCHEMAS: AnswerSchemas }>> = {
  shell: () => import('./function-schemas/shell-schemas'),
  board: () => import('./function-schemas/board-schemas'),
  repairs: () => import('./function-schemas/repairs-schemas'),
  customers: () => import('./function-schemas/customers-schemas'),
  suspensions: () => import('./function-schemas/suspensions-schemas'),
  recommendations: () => import('./function-schemas/recommendations-schemas'),
  parts: () => import('./function-schemas/parts-schemas'),
  transfers: () => import('./function-schemas/transfers-schemas'),
  'chain-customers': () => import('./function-schemas/chain-customers-schemas'),
  chains: () => import('./function-schemas/chains-schemas'),
  'chain-view': () => import('./function-schemas/chain-view-schemas'),
  'chain-subscription': () => import('./function-schemas/chain-subscription-schemas'),
  catalogue: () => import('./function-schemas/catalogue-schemas'),
  bookings: () => import('./function-schemas/bookings-schemas'),
  dashboard: () => import('./function-schemas/dashboard-schemas'),
  alerts: () => import('./function-schemas/alerts-schemas'),
  messaging: () => import('./function-schemas/messaging-schemas'),
  account: () => import('./function-schemas/account-schemas'),
  subscription: () => import('./function-schemas/subscription-schemas'),
  sales: () => import('./function-schemas/sales-schemas'),
};

/** Each area's schemas once asked for, by area; an area whose chunk failed to load is forgotten, so the next call tries again. */
const loadedSchemas = new Map<StaffFunctionArea | 'sales', Promise<AnswerSchemas>>();

/** The schemas of `name`'s area. */
function loadFunctionSchemas(name: StaffFunctionName): Promise<AnswerSchemas> {
  const area = isSalesFunctionName(name) ? 'sales' : staffFunctionAreaOf(name);
  if (!area) return Promise.reject(new FunctionError('internal', `${name} is in no area of the functions' maps.`));
  let schemas = loadedSchemas.get(area);
  if (!schemas) {
    // Tried again by the next call when it fails (a page left open across a release, or offline for a moment).
    schemas = SCHEMAS_OF_AREA[area]().then(
      (module) => module.SCHEMAS,
      (error: unknown) => {
        loadedSchemas.delete(area);
        throw new FunctionError('unavailable', "The answers' schemas could not be loaded.", { cause: String(error) });
      },
    );
    loadedSchemas.set(area, schemas);
  }
  return schemas;
}

async function callOnce<N extends StaffFunctionName>(
  name: N,
  data: FunctionInput<N>,
  options: CallOptions & { forceRefresh?: boolean },
): Promise<FunctionOutput<N>> {
  const schemas = loadFunctionSchemas(name);
  // Awaited once the answer is in; a failure to load them before then is reported there, not as unhandled.
  schemas.catch(() => {});
  const token = await idTokenOrFail(options.forceRefresh);
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, options.timeoutMs ?? CALLABLE_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (options.signal?.aborted) controller.abort();

  let status: number;
  let body: unknown;
  try {
    // `accountGet` at the start is answered by the request boot.js sent with the early token (decision 044).
    const response = await fetchEarly(apiPaths.functions(name), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        // The server writes mails (e.g. the password-reset link) in the caller's language.
        'accept-language': currentLanguage(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      // `undefined` would vanish from the JSON; the protocol sends null for "no data".
      body: JSON.stringify({ data: data ?? null }),
      signal: controller.signal,
    });
    status = response.status;
    body = parseJsonBody(await response.text());
  } catch (error) {
    if (isTimedOut) throw new FunctionError('deadline-exceeded', `${name} did not answer within the time limit.`);
    if (controller.signal.aborted) throw new FunctionError('cancelled', `${name} was cancelled.`);
    throw new FunctionError('unavailable', `${name} could not be reached.`, { cause: String(error) });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const failure = errorOfBody(body, status);
  if (failure) throw failure;
  // An answer without the protocol's error is a proxy's page: its 502 and 504 say, like a 503, that the server cannot be reached.
  if (status < 200 || status >= 300) {
    throw new FunctionError(isUnreachableStatus(status) ? 'unavailable' : codeOfHttpStatus(status), `${name} failed with HTTP ${status}.`);
  }

  const answer = body as { result?: unknown; data?: unknown } | null;
  const hasResult = typeof answer === 'object' && answer !== null && ('result' in answer || 'data' in answer);
  if (!hasResult) throw new FunctionError('internal', `${name} answered without a result.`);
  const result = 'result' in answer ? answer.result : answer.data;
  const parsed = (await schemas)[name]!.output.safeParse(result);
  if (!parsed.success) throw new FunctionError('internal', `${name} answered in an unexpected shape.`, { issues: parsed.error.issues });
  return parsed.data as FunctionOutput<N>;
}
