// The ID token (docs/architecture.md §12): the JWT from /api/auth/token, kept in memory only, renewed
// shortly before it expires. Its payload carries the claims of docs/product.md §3. The signature is the
// server's business: the browser only reads `exp` and the claims to decide what to show.
import type { TTokenClaims } from '@rueda/domain';
import { apiPaths } from '@/config/paths';
import { fetchReportingConnection } from '@/lib/connection';
import { fetchEarly } from '@/lib/early-requests';
import { tokenClaimsOf } from '@/lib/start-answers';

/** A token is renewed this long before it expires, so no request goes out with one about to lapse. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** Never schedule a renewal sooner than this, so a short-lived token cannot cause a request storm. */
export const MIN_REFRESH_DELAY_MS = 30 * 1000;
/** After a failed renewal, try again this much later. */
export const REFRESH_RETRY_MS = 60 * 1000;

export type IdTokenEvent =
  /** A new token arrived: after sign-in, on a scheduled renewal or a forced refresh. */
  | { type: 'issued'; token: string }
  /** The token was dropped (sign-out, or the server no longer has a session); `token` is the last one. */
  | { type: 'cleared'; token: string };

export type IdTokenListener = (event: IdTokenEvent) => void;

export interface IdTokenStore {
  /**
   * The current token, fetching one when there is none or it is about to expire; null when signed
   * out. Once the browser is known to be signed out, answers null without asking until forced.
   */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  /** The token in memory, without fetching. */
  currentIdToken(): string | null;
  /** Forgets the token (sign-out). */
  clearIdToken(): void;
  onIdTokenChange(listener: IdTokenListener): () => void;
}

export interface IdTokenStoreOptions {
  /** Fetches a fresh token; null when the server has no session for this browser. */
  fetchToken?: () => Promise<string | null>;
  now?: () => number;
}

/** The payload of a JWT, decoded without verifying it; null when it is not a JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The claims of docs/product.md §3 carried by a token; a token without valid claims grants nothing. */
export function claimsOfIdToken(token: string): TTokenClaims {
  return tokenClaimsOf(decodeJwtPayload(token)) ?? { roles: [] };
}

/** When the token expires, in epoch milliseconds; a token without `exp` counts as expired. */
export function expiryOfIdToken(token: string): number {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : 0;
}

export async function fetchIdTokenFromServer(): Promise<string | null> {
  const response = await fetchReportingConnection(
    apiPaths.auth.token,
    { credentials: 'same-origin', headers: { accept: 'application/json' } },
    fetchEarly,
  );
  if (response.status === 401 || response.status === 403) return null;
  if (!response.ok) throw new Error(`The ID token could not be fetched (HTTP ${response.status}).`);
  const body: unknown = await response.json();
  const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  if (typeof token !== 'string' || token.length === 0) throw new Error('The server answered without an ID token.');
  return token;
}

export function createIdTokenStore(options: IdTokenStoreOptions = {}): IdTokenStore {
  const fetchToken = options.fetchToken ?? fetchIdTokenFromServer;
  const now = options.now ?? Date.now;
  const listeners = new Set<IdTokenListener>();
  let token: string | null = null;
  let expiresAt = 0;
  // Set once the server said there is no session (or after sign-out), so public pages do not ask
  // for a token on every call; a sign-in forces a fetch, which clears it.
  let isSignedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<string | null> | null = null;
  // Each fetch takes a number; only the latest may store its answer, so a fetch that started before
  // a sign-out (or before a newer forced refresh) cannot bring back an old token.
  let latest = 0;

  function emit(event: IdTokenEvent): void {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        console.warn('An ID token listener failed', error);
      }
    }
  }

  function schedule(delay: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fetchLatest().catch((error: unknown) => {
        console.warn('The ID token could not be renewed; retrying later', error);
        if (token) schedule(REFRESH_RETRY_MS);
      });
    }, delay);
  }

  function store(fresh: string): void {
    isSignedOut = false;
    token = fresh;
    expiresAt = expiryOfIdToken(fresh);
    schedule(Math.max(expiresAt - now() - REFRESH_MARGIN_MS, MIN_REFRESH_DELAY_MS));
    emit({ type: 'issued', token: fresh });
  }

  function drop(): void {
    isSignedOut = true;
    clearTimeout(timer);
    timer = undefined;
    const last = token;
    token = null;
    expiresAt = 0;
    if (last) emit({ type: 'cleared', token: last });
  }

  function fetchLatest(): Promise<string | null> {
    const ticket = ++latest;
    const request = fetchToken().then((fresh) => {
      // Superseded: by a sign-out (then the caller gets nothing) or by a newer fetch.
      if (ticket !== latest) return isSignedOut ? null : fresh;
      if (fresh === null) drop();
      else store(fresh);
      return fresh;
    });
    inFlight = request;
    const forget = () => {
      if (inFlight === request) inFlight = null;
    };
    request.then(forget, forget);
    return request;
  }

  return {
    async getIdToken(forceRefresh = false) {
      if (!forceRefresh) {
        if (token && expiresAt - now() > REFRESH_MARGIN_MS) return token;
        if (inFlight) return inFlight;
        if (isSignedOut) return null;
      }
      try {
        return await fetchLatest();
      } catch (error) {
        // A renewal that fails while the old token is still valid is not worth failing a request for.
        if (!forceRefresh && token && expiresAt > now()) return token;
        throw error;
      }
    },
    currentIdToken: () => token,
    clearIdToken() {
      latest++;
      inFlight = null;
      drop();
    },
    onIdTokenChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The browser's one token store. */
export const idTokenStore = createIdTokenStore();
export const getIdToken = (forceRefresh?: boolean) => idTokenStore.getIdToken(forceRefresh);
export const currentIdToken = () => idTokenStore.currentIdToken();
export const clearIdToken = () => idTokenStore.clearIdToken();
export const onIdTokenChange = (listener: IdTokenListener) => idTokenStore.onIdTokenChange(listener);
