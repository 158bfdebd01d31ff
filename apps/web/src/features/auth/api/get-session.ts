import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { fetchReportingConnection } from '@/lib/connection';
import { discardEarly, EARLY_ACCOUNT_URL, fetchEarly, rememberSignedIn } from '@/lib/early-requests';
import { sessionUserOf, type TSessionUser } from '@/lib/start-answers';
import { clearIdToken, currentIdToken, getIdToken } from '../id-token';

export type { TSessionUser };

/**
 * The signed-in user, or null. A signed-in user always has an ID token in memory afterwards. A server
 * that cannot be reached (its database down) fails with `unavailable`, which is no answer about the
 * session: the app shows the connection banner and asks again (docs/product.md §24.7).
 */
export async function getSession(): Promise<TSessionUser | null> {
  const response = await fetchReportingConnection(
    apiPaths.auth.getSession,
    { credentials: 'same-origin', headers: { accept: 'application/json' } },
    fetchEarly,
  );
  if (!response.ok) throw new Error(`GET ${apiPaths.auth.getSession} answered HTTP ${response.status}`);
  const text = await response.text();
  // better-auth answers `null` when signed out, else `{ user, session }`.
  const user = sessionUserOf(text.length > 0 ? JSON.parse(text) : null);
  rememberSignedIn(user !== null);
  // The claims live in the ID token; a user counts as signed in only once it is here. With none in
  // memory (signed in from another tab, say) one is fetched even if this tab thought it was signed
  // out. A null token means the session ended between the two requests.
  const token = user && (await getIdToken(currentIdToken() === null));
  if (!token) {
    // No session (signed out elsewhere, or expired): forget the token too. Either way, the token and account boot.js
    // may have asked for on the word of an older start must not answer a later call.
    if (!user) clearIdToken();
    discardEarly(apiPaths.auth.token, EARLY_ACCOUNT_URL);
    return null;
  }
  return user;
}

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: getSession,
  staleTime: 60_000,
});
