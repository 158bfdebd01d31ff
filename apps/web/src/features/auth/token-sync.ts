// docs/product.md §7: an optional token-sync URL (the public config's `tokenSyncUrl`) receives a POST with
// the ID token as Bearer after sign-in and after every renewal, and a DELETE on sign-out. It is a
// side channel for another system: a failure is logged and never stands in the user's way.
import { loadPublicConfig } from '@/lib/public-config';
import { idTokenStore, type IdTokenStore } from './id-token';

export interface TokenSyncOptions {
  store?: Pick<IdTokenStore, 'onIdTokenChange'>;
  /** The URL to sync with, or null when none is configured. */
  getTokenSyncUrl?: () => Promise<string | null>;
}

export interface TokenSync {
  stop(): void;
  /** Resolves once every sync started so far has finished (tests, and a clean shutdown). */
  settled(): Promise<void>;
}

async function tokenSyncUrlFromConfig(): Promise<string | null> {
  return (await loadPublicConfig()).tokenSyncUrl;
}

async function send(method: 'POST' | 'DELETE', token: string, getTokenSyncUrl: () => Promise<string | null>): Promise<void> {
  try {
    const url = await getTokenSyncUrl();
    if (!url) return;
    const response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}` },
      // The Bearer token is the credential; Rueda's own cookies are none of that system's business.
      credentials: 'omit',
      // A DELETE on sign-out must survive the page navigating away.
      keepalive: method === 'DELETE',
    });
    if (!response.ok) console.warn(`Token sync ${method} ${url} answered HTTP ${response.status}`);
  } catch (error) {
    console.warn(`Token sync ${method} failed`, error);
  }
}

/** Starts syncing the ID token with the configured URL; nothing is sent when none is configured. */
export function startTokenSync(options: TokenSyncOptions = {}): TokenSync {
  const store = options.store ?? idTokenStore;
  const getTokenSyncUrl = options.getTokenSyncUrl ?? tokenSyncUrlFromConfig;
  // One after another, so a sign-out's DELETE never overtakes the POST of the token before it.
  let queue: Promise<void> = Promise.resolve();
  const unsubscribe = store.onIdTokenChange((event) => {
    const method = event.type === 'issued' ? 'POST' : 'DELETE';
    queue = queue.then(() => send(method, event.token, getTokenSyncUrl));
  });
  return {
    stop: unsubscribe,
    settled: () => queue,
  };
}
