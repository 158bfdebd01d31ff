import { CALLABLE_TIMEOUT_MS, FunctionError, STAFF_FUNCTION_AREAS } from '@rueda/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { workshopAccount } from '@/testing/auth-server';
import { failure, fakeIdToken, fakeServer, json, type Handler } from '@/testing/fake-server';
import { call, setIdTokenGetter } from './call';
import { connectionStatus, markOffline } from './connection';
import { setLanguage } from './i18n';

// The token store has its own tests; here it only has to hand over a token, none, or fail.
const idToken = { value: null as string | null, error: null as Error | null };

beforeEach(() => {
  idToken.value = null;
  idToken.error = null;
  setIdTokenGetter(async () => {
    if (idToken.error) throw idToken.error;
    return idToken.value;
  });
});

const RESET = 'POST /api/functions/dbUsersManageSendWorkshopPasswordResetEmail';
const PLANS = 'POST /api/functions/callablesGetSubscriptionPlans';

function signedIn(token: string, handlers: Record<string, Handler>) {
  idToken.value = token;
  return fakeServer(handlers);
}

function signedOut(handlers: Record<string, Handler>) {
  idToken.value = null;
  return fakeServer(handlers);
}

async function failureOf(promise: Promise<unknown>): Promise<FunctionError> {
  const error = await promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FunctionError);
  return error as FunctionError;
}

describe('call', () => {
  it('POSTs {data} with the ID token and the language, and answers `result`', async () => {
    const token = fakeIdToken();
    const server = signedIn(token, { [RESET]: () => json({ result: true }) });
    await setLanguage('pt');
    await expect(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'ana@taller.test' })).resolves.toBe(true);
    const [request] = server.requestsTo(RESET);
    expect(request?.body).toEqual({ data: { email: 'ana@taller.test' } });
    expect(request?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept-language')).toBe('pt');
  });

  it('asks once for a new token when the server refuses this one, and calls again with it (docs/product.md §24.8)', async () => {
    const stale = fakeIdToken({ role: 'admin' });
    const fresh = fakeIdToken({ role: 'mechanic' });
    const forced: boolean[] = [];
    setIdTokenGetter(async (forceRefresh) => {
      forced.push(forceRefresh === true);
      return forceRefresh ? fresh : stale;
    });
    const server = fakeServer({
      [RESET]: (request) =>
        request.headers.get('authorization') === `Bearer ${fresh}` ? json({ result: true }) : failure('unauthenticated'),
    });
    await expect(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'ana@taller.test' })).resolves.toBe(true);
    expect(server.requestsTo(RESET).map((request) => request.headers.get('authorization'))).toEqual([`Bearer ${stale}`, `Bearer ${fresh}`]);
    expect(forced).toEqual([false, true]);
  });

  it('gives up after that one new token: an ended session stays refused', async () => {
    const server = signedIn(fakeIdToken(), { [RESET]: () => failure('unauthenticated') });
    expect((await failureOf(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'ana@taller.test' }))).code).toBe(
      'unauthenticated',
    );
    expect(server.requestsTo(RESET)).toHaveLength(2);
  });

  it('also accepts the answer in `data`', async () => {
    signedIn(fakeIdToken(), { [RESET]: () => json({ data: false }) });
    await expect(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'ana@taller.test' })).resolves.toBe(false);
  });

  it('sends no Authorization header when signed out, and null for no data', async () => {
    const server = signedOut({ [PLANS]: () => json({ result: [] }) });
    await expect(call('callablesGetSubscriptionPlans', undefined)).resolves.toEqual([]);
    const [request] = server.requestsTo(PLANS);
    expect(request?.headers.has('authorization')).toBe(false);
    expect(request?.body).toEqual({ data: null });
  });

  it('turns an error body into a FunctionError with the canonical code', async () => {
    const details = { fields: [{ field: 'email', message: 'Invalid email' }] };
    signedOut({ [RESET]: () => json({ error: { status: 'INVALID_ARGUMENT', message: 'Invalid input.', details } }, 400) });
    const error = await failureOf(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'x' }));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Invalid input.');
    expect(error.details).toEqual(details);
  });

  it('maps an unknown wire status to internal', async () => {
    signedOut({ [RESET]: () => json({ error: { status: 'SOMETHING_NEW', message: 'Huh.' } }, 500) });
    expect((await failureOf(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'a@b.co' }))).code).toBe('internal');
  });

  it('reads the code from the HTTP status when the body is not the protocol’s', async () => {
    signedOut({ [RESET]: () => new Response('<h1>Service Unavailable</h1>', { status: 503, headers: { 'content-type': 'text/html' } }) });
    expect((await failureOf(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'a@b.co' }))).code).toBe('unavailable');
  });

  it('reads a proxy’s 502 or 504 page as unavailable, as the session’s requests do', async () => {
    for (const status of [502, 504]) {
      signedOut({ [RESET]: () => new Response('<h1>Bad Gateway</h1>', { status, headers: { 'content-type': 'text/html' } }) });
      expect((await failureOf(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'a@b.co' }))).code, `HTTP ${status}`).toBe(
        'unavailable',
      );
    }
  });

  it('fails with unavailable when the server cannot be reached', async () => {
    signedOut({
      [RESET]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect((await failureOf(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'a@b.co' }))).code).toBe('unavailable');
  });

  it('fails with internal when the answer has no result or the wrong shape', async () => {
    signedOut({ [RESET]: () => json({ nothing: true }) });
    expect((await failureOf(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'a@b.co' }))).code).toBe('internal');
    signedOut({ [RESET]: () => json({ result: 'yes' }) });
    expect((await failureOf(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'a@b.co' }))).code).toBe('internal');
  });

  it('gives up after 70 seconds with deadline-exceeded', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        });
      }),
    );
    const outcome = failureOf(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'a@b.co' }));
    await vi.advanceTimersByTimeAsync(CALLABLE_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect((await outcome).code).toBe('deadline-exceeded');
  });

  it('fails with unavailable, without calling, when the ID token cannot be fetched', async () => {
    idToken.error = new TypeError('Failed to fetch');
    const server = fakeServer({ [RESET]: () => json({ result: true }) });
    expect((await failureOf(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'a@b.co' }))).code).toBe('unavailable');
    expect(server.requests).toEqual([]);
  });

  it('fails with cancelled when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    signedOut({ [RESET]: () => json({ result: true }) });
    const error = await failureOf(call('dbUsersManageSendWorkshopPasswordResetEmail', { email: 'a@b.co' }, { signal: controller.signal }));
    expect(error.code).toBe('cancelled');
  });
});

/** Every area's schemas module (decision 072), the sales functions' among them (decision 065). */
const AREAS = [...new Set<string>(Object.values(STAFF_FUNCTION_AREAS)), 'sales'];
const schemasModule = (area: string) => `./function-schemas/${area}-schemas`;

/**
 * A call module of its own, so that the schemas it caches are not those every other test has loaded, with each
 * area's schemas module as `load(area)` has it: loaded as built, or failing as a chunk that cannot be fetched.
 */
async function freshCall(load: (area: string) => 'loads' | 'fails', imported: string[] = []) {
  vi.resetModules();
  for (const area of AREAS) {
    vi.doMock(schemasModule(area), async (importOriginal) => {
      imported.push(area);
      if (load(area) === 'fails') throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
  }
  const fresh = await import('./call');
  fresh.setIdTokenGetter(async () => null);
  return fresh;
}

function forgetFreshCall() {
  for (const area of AREAS) vi.doUnmock(schemasModule(area));
  vi.resetModules();
}

const MECHANICS = 'POST /api/functions/mechanicsList';

describe("the answers' schemas, loaded per area with the first call (decisions 041, 065, 072)", () => {
  afterEach(forgetFreshCall);

  it("checks an answer against its own area's schemas, loads them once, and no other area's", async () => {
    const imported: string[] = [];
    // Only the board's schemas can be loaded: a call that needed any other area's would fail.
    const fresh = await freshCall((area) => (area === 'board' ? 'loads' : 'fails'), imported);
    let answer: unknown = [{ id: 'm-1', name: 'Luis', active: true }];
    signedOut({ [MECHANICS]: () => json({ result: answer }) });
    await expect(fresh.call('mechanicsList', null)).resolves.toEqual(answer);
    answer = [{ id: 'm-1', name: 7 }];
    // The fresh module has a domain of its own: its FunctionError is another class than this file's.
    await expect(fresh.call('mechanicsList', null)).rejects.toMatchObject({ code: 'internal' });
    expect(imported).toEqual(['board']);
    // Another area's function needs its own area's schemas.
    signedOut({ [PLANS]: () => json({ result: [] }) });
    await expect(fresh.call('callablesGetSubscriptionPlans', null)).rejects.toMatchObject({ code: 'unavailable' });
    expect(imported).toEqual(['board', 'subscription']);
  });

  it("fails a call with unavailable when its area's schemas cannot be loaded, and loads them again for the next call", async () => {
    let subscription: 'loads' | 'fails' = 'fails';
    const imported: string[] = [];
    const fresh = await freshCall((area) => (area === 'subscription' ? subscription : 'loads'), imported);
    signedOut({ [PLANS]: () => json({ result: [] }), [MECHANICS]: () => json({ result: [] }) });
    await expect(fresh.call('callablesGetSubscriptionPlans', null)).rejects.toMatchObject({ code: 'unavailable' });
    // A failing chunk fails its own area's calls only.
    await expect(fresh.call('mechanicsList', null)).resolves.toEqual([]);
    subscription = 'loads';
    await expect(fresh.call('callablesGetSubscriptionPlans', null)).resolves.toEqual([]);
    expect(imported.filter((area) => area === 'subscription')).toHaveLength(2);
  });

  it("checks a sales function's answer with the sales functions' schemas alone, and refuses one of another shape", async () => {
    const fresh = await freshCall((area) => (area === 'sales' ? 'loads' : 'fails'));
    let answer: unknown = { settings: null, series: [] };
    signedOut({ 'POST /api/functions/salesTaxSettingsGet': () => json({ result: answer }) });
    await expect(fresh.call('salesTaxSettingsGet', null)).resolves.toEqual({ settings: null, series: [] });
    answer = { settings: 'Taller' };
    await expect(fresh.call('salesTaxSettingsGet', null)).rejects.toMatchObject({ code: 'internal' });
  });
});

describe('call and the connection state (docs/product.md §24.7)', () => {
  it('marks the server offline when it answers unavailable or cannot be reached, and online on the next answer', async () => {
    let answer: () => Response | Promise<Response> = () => failure('unavailable');
    signedIn(fakeIdToken(), { [PLANS]: () => answer() });
    expect(connectionStatus()).toBe('online');

    await failureOf(call('callablesGetSubscriptionPlans', undefined));
    expect(connectionStatus()).toBe('offline');

    answer = () => json({ result: [] });
    await call('callablesGetSubscriptionPlans', undefined);
    expect(connectionStatus()).toBe('online');

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await failureOf(call('callablesGetSubscriptionPlans', undefined));
    expect(connectionStatus()).toBe('offline');
  });

  it('leaves the state as it was on any other failure', async () => {
    signedIn(fakeIdToken(), { [PLANS]: () => failure('permission-denied') });
    await failureOf(call('callablesGetSubscriptionPlans', undefined));
    expect(connectionStatus()).toBe('online');
    markOffline();
    await failureOf(call('callablesGetSubscriptionPlans', undefined));
    expect(connectionStatus()).toBe('offline');
  });

  it('answers the first accountGet with the request boot.js sent, and every later one from the server (decision 044)', async () => {
    const early = workshopAccount({ subscriptionStatus: 'trialing' });
    const later = workshopAccount({ subscriptionStatus: 'active' });
    globalThis.__ruedaEarly = { '/api/functions/accountGet': Promise.resolve(json({ result: early })) };
    const server = signedIn(fakeIdToken(), { 'POST /api/functions/accountGet': () => json({ result: later }) });
    try {
      expect(await call('accountGet', undefined)).toEqual(early);
      expect(server.requestsTo('POST /api/functions/accountGet')).toHaveLength(0);
      expect(await call('accountGet', undefined)).toEqual(later);
      expect(server.requestsTo('POST /api/functions/accountGet')).toHaveLength(1);
    } finally {
      globalThis.__ruedaEarly = undefined;
    }
  });
});
