import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { rememberSignedIn } from '@/lib/early-requests';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { clearIdToken } from '../id-token';
import { postAuth } from './auth-request';
import { sessionQueryKey } from './get-session';

export async function signOut(): Promise<void> {
  // better-auth wants a JSON body even though there is nothing to say.
  await postAuth(apiPaths.auth.signOut, {});
}

/** Forgets everything of the signed-in user in this tab: session, ID token and cached data. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryKey, null);
  // The next start asks for no ID token before it knows the session (lib/early-requests.ts).
  rememberSignedIn(false);
  // Dropping the token sends the token sync's DELETE (docs/product.md §7).
  clearIdToken();
  // Nothing the signed-out user saw may be shown to whoever signs in next.
  const keep = new Set<unknown>([sessionQueryKey[0], publicConfigQueryOptions.queryKey[0]]);
  queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => forgetSession(queryClient),
  });
}
