// docs/product.md §32.1: this session moves to another of the account's workshops. A fresh token names the new
// workshop; everything read in the previous one is dropped, on screen and on the device, and the board opens.
import type { TAccount } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountQueryKey } from '@/features/account';
import { getIdToken } from '@/features/auth';
import { paths } from '@/config/paths';
import { call } from '@/lib/call';
import { outboxSummary } from '@/lib/outbox/outbox-summary';

/** What survives a switch: who is signed in and the app's configuration, which are not a workshop's. */
const KEPT_ACROSS_WORKSHOPS = new Set<unknown>(['session', 'public-config']);

/** Changes made on this device and not yet applied: they belong to the workshop in use, so it may not change under them. */
export function unsentChangeCount(): number {
  const { waiting, needsDecision, failed } = outboxSummary();
  return waiting + needsDecision + failed;
}

export function useSwitchWorkshop(userId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (workshopId: string): Promise<TAccount> => {
      if (!userId) throw new Error('Nobody is signed in.');
      const account = await call('accountWorkshopSwitch', { workshopId });
      await getIdToken(true);
      // The answers the device kept were the previous workshop's (docs/product.md §30.2).
      await import('@/features/offline').then(({ forgetDeviceData }) => forgetDeviceData(userId)).catch(() => undefined);
      return account;
    },
    onSuccess: async (account) => {
      if (!userId) return;
      queryClient.setQueryData(accountQueryKey(userId), account);
      await queryClient.resetQueries({
        predicate: (query) => !KEPT_ACROSS_WORKSHOPS.has(query.queryKey[0]) && query.queryKey[0] !== accountQueryKey(userId)[0],
      });
      await navigate(paths.app.repairs.getHref());
    },
  });
}
