import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { deviceAccount, rememberDeviceAccount } from '@/lib/device-account';
import { rememberSignedIn } from '@/lib/early-requests';
import { publicConfigQueryOptions } from '@/lib/public-config';
import { clearIdToken } from '../id-token';
import { postAuth } from './auth-request';
import { sessionQueryKey, type TSessionUser } from './get-session';

export async function signOut(): Promise<void> {
  // better-auth wants a JSON body even though there is nothing to say.
  await postAuth(apiPaths.auth.signOut, {});
}

/**
 * Forgets everything of the signed-in user in this tab: session, ID token and cached data. `signingOut`: the user
 * signs out, and what the device kept for the account goes too (docs/product.md §30.2); a session that ended by
 * itself leaves it, with the changes waiting to be sent, for the same account's next sign-in.
 */
export function forgetSession(queryClient: QueryClient, { signingOut = false }: { signingOut?: boolean } = {}): void {
  const account = queryClient.getQueryData<TSessionUser | null>(sessionQueryKey)?.id ?? deviceAccount()?.user.id;
  // The device no longer starts without a connection as this account.
  rememberDeviceAccount(null);
  // Its code (IndexedDB's) loads only then, out of every screen's first load.
  if (signingOut && account)
    void import('@/features/offline').then(({ forgetDeviceData }) => forgetDeviceData(account)).catch(() => undefined);
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
    onSuccess: () => forgetSession(queryClient, { signingOut: true }),
  });
}
