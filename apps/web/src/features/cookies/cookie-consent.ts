// Whether this browser has accepted the cookie notice (docs/product.md §2, §5: acceptance is stored locally and
// is required to hide the banner). The value stored is the moment of acceptance, as an ISO date.
import { useSyncExternalStore } from 'react';

export const COOKIES_ACCEPTED_STORAGE_KEY = 'rueda.cookies-accepted';

const listeners = new Set<() => void>();
/** An acceptance the browser refused to store (private browsing): it holds for this page only. */
let unstoredAcceptance: string | null = null;

function storedAcceptance(): string | null {
  try {
    return window.localStorage.getItem(COOKIES_ACCEPTED_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function hasAcceptedCookies(): boolean {
  return Boolean(storedAcceptance() ?? unstoredAcceptance);
}

export function acceptCookies(now: Date = new Date()): void {
  try {
    window.localStorage.setItem(COOKIES_ACCEPTED_STORAGE_KEY, now.toISOString());
  } catch {
    unstoredAcceptance = now.toISOString();
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab accepting, or site data being cleared, shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIES_ACCEPTED_STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCookiesAccepted(): boolean {
  return useSyncExternalStore(subscribe, hasAcceptedCookies, () => false);
}
