import { paths } from '@/config/paths';

const BASE = 'http://rueda.invalid';

/**
 * The `redirect` query parameter as a path inside the app, or null. Only same-origin paths pass,
 * so a crafted link cannot send a freshly signed-in user to another site; auth pages are refused
 * so the redirect cannot loop.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith('/auth/') || url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a user who has just signed in goes (SPEC.md §2: /repairs unless a page asked to come back). */
export function afterSignInTarget(redirect: string | null | undefined): string {
  return safeRedirectTarget(redirect) ?? paths.app.repairs.getHref();
}
