import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@/config/paths';
import { EARLY_ACCOUNT_URL, rememberSignedIn, SIGNED_IN_HINT_KEY } from '@/lib/early-requests';
import { clearIdToken, currentIdToken } from '../id-token';
import { getSession } from './get-session';

afterEach(() => {
  globalThis.__ruedaEarly = undefined;
  window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
});

describe('getSession and the early requests (decision 044)', () => {
  it('a session the server no longer has drops the token boot.js asked for on an older start’s word', async () => {
    rememberSignedIn(true);
    globalThis.__ruedaEarly = {
      [apiPaths.auth.getSession]: Promise.resolve(new Response('null', { status: 200 })),
      [apiPaths.auth.token]: Promise.resolve(new Response(null, { status: 401 })),
      [EARLY_ACCOUNT_URL]: Promise.reject(new Error('The early ID token was refused (HTTP 401).')),
    };
    globalThis.__ruedaEarly[EARLY_ACCOUNT_URL]!.catch(() => {});
    expect(await getSession()).toBeNull();
    expect(globalThis.__ruedaEarly).toEqual({});
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });

  it('a session found takes the token boot.js asked for, and notes the browser as signed in', async () => {
    const payload = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600, roles: [] }));
    const token = `eyJhbGciOiJFZERTQSJ9.${payload.replace(/=+$/, '')}.signature`;
    globalThis.__ruedaEarly = {
      [apiPaths.auth.getSession]: Promise.resolve(
        new Response(JSON.stringify({ user: { id: 'u1', email: 'ana@example.com', name: 'Ana' } })),
      ),
      [apiPaths.auth.token]: Promise.resolve(new Response(JSON.stringify({ token }))),
    };
    expect(await getSession()).toEqual({ id: 'u1', email: 'ana@example.com', name: 'Ana' });
    expect(currentIdToken()).toBe(token);
    expect(globalThis.__ruedaEarly).toEqual({});
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    clearIdToken();
  });

  it('a session whose token is refused drops the account boot.js asked for with that token', async () => {
    globalThis.__ruedaEarly = {
      [apiPaths.auth.getSession]: Promise.resolve(
        new Response(JSON.stringify({ user: { id: 'u1', email: 'ana@example.com', name: 'Ana' } })),
      ),
      [apiPaths.auth.token]: Promise.resolve(new Response(null, { status: 401 })),
      [EARLY_ACCOUNT_URL]: Promise.reject(new Error('The early ID token was refused (HTTP 401).')),
    };
    globalThis.__ruedaEarly[EARLY_ACCOUNT_URL]!.catch(() => {});
    expect(await getSession()).toBeNull();
    expect(globalThis.__ruedaEarly).toEqual({});
  });
});
