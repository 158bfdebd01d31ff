import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIdToken, fakeServer, json } from '@/testing/fake-server';
import {
  REFRESH_MARGIN_MS,
  claimsOfIdToken,
  createIdTokenStore,
  decodeJwtPayload,
  expiryOfIdToken,
  fetchIdTokenFromServer,
  type IdTokenEvent,
} from './id-token';

const HOUR_S = 3600;

function tokenExpiringIn(seconds: number, extra: Record<string, unknown> = {}): string {
  return fakeIdToken({ exp: Math.floor(Date.now() / 1000) + seconds, ...extra });
}

describe('decoding', () => {
  it('reads a base64url payload with non-ASCII text', () => {
    const token = fakeIdToken({ email: 'núñez@taller.test', name: 'Ana Núñez ~~~???' });
    expect(decodeJwtPayload(token)).toMatchObject({ email: 'núñez@taller.test', name: 'Ana Núñez ~~~???' });
  });

  it('answers null for something that is not a JWT', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(expiryOfIdToken('not-a-token')).toBe(0);
  });

  it('reads the claims, and grants nothing when they are malformed', () => {
    const workshop = { role: 'admin', uid: 'w1', active: true, trial: false, free: false };
    expect(claimsOfIdToken(fakeIdToken({ roles: ['workshop'], workshop }))).toEqual({ roles: ['workshop'], workshop });
    expect(claimsOfIdToken(fakeIdToken({ roles: 'workshop' }))).toEqual({ roles: [] });
  });
});

describe('fetchIdTokenFromServer', () => {
  it('reads {token} from /api/auth/token', async () => {
    const token = fakeIdToken();
    const server = fakeServer({ 'GET /api/auth/token': () => json({ token }) });
    await expect(fetchIdTokenFromServer()).resolves.toBe(token);
    expect(server.requestsTo('GET /api/auth/token')).toHaveLength(1);
  });

  it('answers null when the server has no session', async () => {
    fakeServer({ 'GET /api/auth/token': () => json({ code: 'UNAUTHORIZED' }, 401) });
    await expect(fetchIdTokenFromServer()).resolves.toBeNull();
  });

  it('fails on a server error', async () => {
    fakeServer({ 'GET /api/auth/token': () => json({}, 500) });
    await expect(fetchIdTokenFromServer()).rejects.toThrow(/HTTP 500/);
  });
});

describe('createIdTokenStore', () => {
  let events: IdTokenEvent[];

  beforeEach(() => {
    vi.useFakeTimers();
    events = [];
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  function storeWith(fetchToken: () => Promise<string | null>) {
    const store = createIdTokenStore({ fetchToken });
    store.onIdTokenChange((event) => events.push(event));
    return store;
  }

  it('fetches once and keeps the token in memory', async () => {
    const token = tokenExpiringIn(HOUR_S);
    const fetchToken = vi.fn(async () => token);
    const store = storeWith(fetchToken);
    const [first, second] = await Promise.all([store.getIdToken(), store.getIdToken()]);
    expect(first).toBe(token);
    expect(second).toBe(token);
    await expect(store.getIdToken()).resolves.toBe(token);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(store.currentIdToken()).toBe(token);
    expect(events).toEqual([{ type: 'issued', token }]);
  });

  it('fetches a new token when forced', async () => {
    const tokens = [tokenExpiringIn(HOUR_S, { n: 1 }), tokenExpiringIn(HOUR_S, { n: 2 })];
    const fetchToken = vi.fn(async () => tokens[fetchToken.mock.calls.length - 1] ?? null);
    const store = storeWith(fetchToken);
    await store.getIdToken();
    await expect(store.getIdToken(true)).resolves.toBe(tokens[1]);
    expect(events.map((event) => event.type)).toEqual(['issued', 'issued']);
  });

  it('renews the token five minutes before it expires', async () => {
    const fetchToken = vi.fn(async () => tokenExpiringIn(HOUR_S, { n: fetchToken.mock.calls.length }));
    const store = storeWith(fetchToken);
    await store.getIdToken();
    await vi.advanceTimersByTimeAsync(HOUR_S * 1000 - REFRESH_MARGIN_MS - 1_000);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(events).toHaveLength(2);
    expect(store.currentIdToken()).toBe(events[1]?.token);
  });

  it('fetches on demand a token that is about to expire', async () => {
    const fetchToken = vi.fn(async () => tokenExpiringIn(fetchToken.mock.calls.length === 1 ? 60 : HOUR_S));
    const store = storeWith(fetchToken);
    const shortLived = await store.getIdToken();
    const renewed = await store.getIdToken();
    expect(renewed).not.toBe(shortLived);
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('keeps a still-valid token when renewing it fails', async () => {
    const token = tokenExpiringIn(120);
    const fetchToken = vi.fn(async () => {
      if (fetchToken.mock.calls.length > 1) throw new TypeError('offline');
      return token;
    });
    const store = storeWith(fetchToken);
    await store.getIdToken();
    await expect(store.getIdToken()).resolves.toBe(token);
    await expect(store.getIdToken(true)).rejects.toThrow('offline');
  });

  it('retries a failed scheduled renewal later, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let isOffline = false;
    const fetchToken = vi.fn(async () => {
      if (isOffline) throw new TypeError('offline');
      return tokenExpiringIn(HOUR_S);
    });
    const store = storeWith(fetchToken);
    await store.getIdToken();
    isOffline = true;
    await vi.advanceTimersByTimeAsync(HOUR_S * 1000 - REFRESH_MARGIN_MS);
    expect(warn).toHaveBeenCalledOnce();
    isOffline = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchToken).toHaveBeenCalledTimes(3);
    expect(events.map((event) => event.type)).toEqual(['issued', 'issued']);
  });

  it('forgets the token on clear, says which one it was, and stops renewing', async () => {
    const token = tokenExpiringIn(HOUR_S);
    const fetchToken = vi.fn(async () => token);
    const store = storeWith(fetchToken);
    await store.getIdToken();
    store.clearIdToken();
    expect(store.currentIdToken()).toBeNull();
    expect(events).toEqual([
      { type: 'issued', token },
      { type: 'cleared', token },
    ]);
    await vi.advanceTimersByTimeAsync(2 * HOUR_S * 1000);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('does not let a fetch that started before sign-out bring the token back', async () => {
    let answer: (token: string) => void = () => {};
    const store = storeWith(() => new Promise<string>((resolve) => (answer = resolve)));
    const pending = store.getIdToken();
    store.clearIdToken();
    answer(tokenExpiringIn(HOUR_S));
    await expect(pending).resolves.toBeNull();
    expect(store.currentIdToken()).toBeNull();
    expect(events).toEqual([]);
  });

  it('stops asking once the browser is known to be signed out, until forced', async () => {
    const token = tokenExpiringIn(HOUR_S);
    let hasSession = false;
    const fetchToken = vi.fn(async () => (hasSession ? token : null));
    const store = storeWith(fetchToken);
    await expect(store.getIdToken()).resolves.toBeNull();
    await expect(store.getIdToken()).resolves.toBeNull();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    hasSession = true;
    await expect(store.getIdToken(true)).resolves.toBe(token);
    store.clearIdToken();
    await expect(store.getIdToken()).resolves.toBeNull();
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('drops the token when the server no longer has a session', async () => {
    const token = tokenExpiringIn(HOUR_S);
    const fetchToken = vi.fn(async () => (fetchToken.mock.calls.length === 1 ? token : null));
    const store = storeWith(fetchToken);
    await store.getIdToken();
    await expect(store.getIdToken(true)).resolves.toBeNull();
    expect(store.currentIdToken()).toBeNull();
    expect(events).toEqual([
      { type: 'issued', token },
      { type: 'cleared', token },
    ]);
  });
});
