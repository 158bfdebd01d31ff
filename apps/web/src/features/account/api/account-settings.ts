// docs/product.md §18.1 and §18.2: the account's own settings and the workshop's identity, from the profile. Each
// answer replaces the cached account, so the header, the amounts' currency and the profile show it at once.
import type { FunctionInput, Language, TAccount, TWorkshopSummary } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { call } from '@/lib/call';
import { setWorkshopTimeZone } from '@/lib/workshop-zone';
import { setLanguage } from '@/lib/i18n';
import { accountQueryKey } from './get-account';

function useAccountCache() {
  const queryClient = useQueryClient();
  const session = useSession();
  const key = accountQueryKey(session.status === 'signed-out' ? '' : (session.user?.id ?? ''));
  return {
    put: (account: TAccount) => {
      setWorkshopTimeZone(account.workshop?.timeZone ?? null);
      queryClient.setQueryData(key, account);
    },
    putWorkshop: (workshop: TWorkshopSummary) => {
      // The profile may move the booking calendar's zone: every date follows (docs/product.md §1).
      setWorkshopTimeZone(workshop.timeZone);
      queryClient.setQueryData<TAccount>(key, (account) => (account ? { ...account, workshop } : account));
    },
  };
}

/** Name and language; a new language applies here at once (and on the account's other devices at their next start). */
export function useUpdateAccount() {
  const cache = useAccountCache();
  return useMutation({
    mutationFn: (changes: FunctionInput<'accountUpdate'>) => call('accountUpdate', changes),
    onSuccess: async (account) => {
      cache.put(account);
      if (account.language) await setLanguage(account.language);
    },
  });
}

/** The header's language switch, signed in: the choice is the account's too. Failing to save it changes nothing here. */
export function useSaveAccountLanguage(): (language: Language) => void {
  const update = useUpdateAccount();
  return (language) => update.mutate({ language });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: FunctionInput<'accountChangePassword'>) => call('accountChangePassword', input) });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => call('accountSignOutEverywhere', null) });
}

/** Name, address, phone and tax id (admins, docs/roles.md). */
export function useUpdateWorkshop() {
  const cache = useAccountCache();
  return useMutation({
    mutationFn: (changes: FunctionInput<'workshopUpdate'>) => call('workshopUpdate', changes),
    onSuccess: cache.putWorkshop,
  });
}

/** docs/product.md §3 workshopConfig.currency, by its ISO 4217 code. */
export function useUpdateCurrency() {
  const cache = useAccountCache();
  return useMutation({
    mutationFn: (currency: string) => call('workshopConfigUpdate', { currency }),
    onSuccess: cache.putWorkshop,
  });
}
