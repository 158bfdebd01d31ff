// Decision 044: the requests every start makes (the config, the session and, for a browser that was signed in,
// its ID token and then its account) leave with the page, from public/boot.js, instead of one after another once
// the app's code has arrived and run: on a slow network that was four round trips after the download. The app
// takes each answer once, where it would have fetched it, with the same handling of failures; every later request
// goes out as usual.
import { apiPaths } from '@/config/paths';

/** `accountGet`'s address, which boot.js calls with the early token. */
export const EARLY_ACCOUNT_URL = apiPaths.functions('accountGet');

/**
 * The requests boot.js starts, by URL: GETs with the page's cookies, and `accountGet` with no data, sent with the
 * early token as soon as it arrives (the app calls it with no data too).
 */
export const EARLY_URLS: readonly string[] = [apiPaths.config, apiPaths.auth.getSession, apiPaths.auth.token, EARLY_ACCOUNT_URL];

declare global {
  /** Set by public/boot.js before the app's modules run. */
  var __ruedaEarly: Record<string, Promise<Response>> | undefined;
}

/**
 * The key under which the app notes that this browser was signed in at its last start: boot.js then also asks
 * for the ID token at once (a signed-out browser asking would only be refused).
 */
export const SIGNED_IN_HINT_KEY = 'rueda.signedIn';

/** Notes whether the browser is signed in, for the next start's early requests. */
export function rememberSignedIn(isSignedIn: boolean): void {
  try {
    if (isSignedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage refused (private browsing): the next start asks for the token once the session is known.
  }
}

/**
 * `fetch(url, init)`, answered by the request boot.js started for this URL when there is one not taken yet (each
 * is taken once; any other URL goes out as usual). A signal in `init` still ends the wait. A failed early request
 * fails here as fetch would.
 */
export function fetchEarly(url: string, init: RequestInit = {}): Promise<Response> {
  const early = globalThis.__ruedaEarly?.[url];
  if (!early) return fetch(url, init);
  delete globalThis.__ruedaEarly![url];
  const { signal } = init;
  if (!signal) return early;
  const aborted = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error));
  });
  return Promise.race([early, aborted]);
}

/**
 * Drops the answers boot.js asked for at `urls` if the app has not taken them: they describe the start, and must not
 * answer a later request (a token refused at the start, taken after the user signs in, would sign them out).
 */
export function discardEarly(...urls: string[]): void {
  for (const url of urls) if (globalThis.__ruedaEarly) delete globalThis.__ruedaEarly[url];
}
