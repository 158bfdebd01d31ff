import type { TAccount } from '@rueda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { call } from '@/lib/call';

/** The signed-in account's workshop_users document and workshop (docs/product.md §3), per user. */
export const accountQueryKey = (userId: string) => ['account', userId] as const;

export function getAccount(signal?: AbortSignal): Promise<TAccount> {
  return call('accountGet', undefined, { signal });
}

export function accountQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountQueryKey(userId),
    queryFn: ({ signal }) => getAccount(signal),
    // The navigation guard reads it on every page; the session monitor and onboarding renew it.
    staleTime: 60_000,
  });
}

/** The signed-in user's account; idle (no request) while nobody is signed in. */
export function useAccount() {
  const session = useSession();
  // While the token is renewed the user is still known, and so is their account.
  const userId = session.status === 'signed-out' ? '' : (session.user?.id ?? '');
  return useQuery({ ...accountQueryOptions(userId), enabled: userId !== '' });
}
