import type { TAccount } from '@rueda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { call } from '@/lib/call';
import { setWorkshopTimeZone } from '@/lib/workshop-zone';
import { currentLanguage, setLanguage } from '@/lib/i18n';

/** The signed-in account's workshop_users document and workshop (docs/product.md §3), per user. */
export const accountQueryKey = (userId: string) => ['account', userId] as const;

/** The account whose language was applied on this page. */
let languageAppliedFor: string | null = null;

export async function getAccount(signal?: AbortSignal): Promise<TAccount> {
  const account = await call('accountGet', undefined, { signal });
  // docs/product.md §18.1: the language the account chose applies when the account is first read on this page
  // (another device's choice follows); after that the header's switch changes both.
  if (account.language && languageAppliedFor !== account.userId) {
    languageAppliedFor = account.userId;
    if (account.language !== currentLanguage()) void setLanguage(account.language);
  }
  // docs/product.md §1: every date the app shows is on the workshop's clock, whatever the browser's zone.
  setWorkshopTimeZone(account.workshop?.timeZone ?? null);
  return account;
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
