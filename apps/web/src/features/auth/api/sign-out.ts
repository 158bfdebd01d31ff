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
 * What the device kept for the signed-in account (docs/product.md §30.2), forgotten and waited for: the sign-in page
 * that follows leaves the page, which would cut a deletion still under way. Its code (IndexedDB's) loads only then.
 */
export async function forgetDevice(queryClient: QueryClient): Promise<void> {
  const account = queryClient.getQueryData<TSessionUser | null>(sessionQueryKey)?.id ?? deviceAccount()?.user.id;
  if (!account) return;
  await import('@/features/offline').then(({ forgetDeviceData }) => forgetDeviceData(account)).catch(() => undefined);
}

/**
 * Forgets everything of the signed-in user in this tab: session, ID token and cached data, and the account the device
 * would start offline as. A session that ended by itself leaves what the device kept, with the changes waiting to be
 * sent, for the same account's next sign-in (docs/product.md §30.2); signing out forgets it first (forgetDevice).
 */
export function forgetSession(queryClient: QueryClient): void {
  rememberDeviceAccount(null);
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
    mutationFn: async () => {
      await signOut();
      await forgetDevice(queryClient);
    },
    onSuccess: () => forgetSession(queryClient),
  });
}
