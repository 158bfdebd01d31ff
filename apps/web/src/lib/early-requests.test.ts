import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@/config/paths';
import { EARLY_ACCOUNT_URL, EARLY_URLS, SIGNED_IN_HINT_KEY, discardEarly, fetchEarly, rememberSignedIn } from './early-requests';

// boot.js is served as it is, from public/.
const BOOT_JS = readFileSync(path.resolve(__dirname, '../../public/boot.js'), 'utf8');

afterEach(() => {
  globalThis.__ruedaEarly = undefined;
  window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  vi.unstubAllGlobals();
});

describe('fetchEarly (decision 044)', () => {
  it('answers with the request boot.js started, once; the next request goes out', async () => {
    const early = new Response('{"early":true}');
    globalThis.__ruedaEarly = { [apiPaths.config]: Promise.resolve(early) };
    const later = vi.fn(async () => new Response('{"later":true}'));
    vi.stubGlobal('fetch', later);

    expect(await fetchEarly(apiPaths.config)).toBe(early);
    expect(later).not.toHaveBeenCalled();
    expect(await (await fetchEarly(apiPaths.config, { headers: { accept: 'application/json' } })).json()).toEqual({ later: true });
    expect(later).toHaveBeenCalledWith(apiPaths.config, { headers: { accept: 'application/json' } });
  });

  it('fails as fetch would when the early request failed, and a signal still ends the wait', async () => {
    globalThis.__ruedaEarly = { [apiPaths.config]: Promise.reject(new TypeError('Failed to fetch')) };
    await expect(fetchEarly(apiPaths.config)).rejects.toThrow('Failed to fetch');

    globalThis.__ruedaEarly = { [apiPaths.config]: new Promise<Response>(() => {}) };
    const controller = new AbortController();
    const waiting = fetchEarly(apiPaths.config, { signal: controller.signal });
    controller.abort(new Error('no answer within 15000 ms'));
    await expect(waiting).rejects.toThrow('no answer within 15000 ms');
  });

  it('drops an early answer the app has not taken', async () => {
    globalThis.__ruedaEarly = { [apiPaths.auth.token]: Promise.resolve(new Response(null, { status: 401 })) };
    discardEarly(apiPaths.auth.token);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"token":"fresh"}')),
    );
    expect(await (await fetchEarly(apiPaths.auth.token)).json()).toEqual({ token: 'fresh' });
  });

  it('notes whether the browser is signed in, under the key boot.js reads', () => {
    rememberSignedIn(true);
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    rememberSignedIn(false);
    expect(window.localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });

  it('names accountGet by the address the app calls it at', () => {
    expect(EARLY_ACCOUNT_URL).toBe(apiPaths.functions('accountGet'));
  });

  it('boot.js asks for exactly these URLs, the token only on the signed-in note', () => {
    const asked = [...BOOT_JS.matchAll(/\['?(\/api\/[\w/-]+)'?\]|'(\/api\/[\w/-]+)': ask/g)].map((match) => match[1] ?? match[2]);
    expect(new Set(asked)).toEqual(new Set(EARLY_URLS));
    expect(BOOT_JS).toContain(`getItem('${SIGNED_IN_HINT_KEY}') === '1'`);
  });
});
