// docs/product.md §30.2: once the connection is gone, what the device kept for the account is put back in the
// query cache wherever the page has nothing newer, each answer with the time the server gave it, so every screen
// that reads it shows it (and the connection banner says from when). Once the connection is back the screens ask
// the server again as they always do.
import type { TAccount } from '@rueda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setWorkshopTimeZone } from '@/lib/workshop-zone';
import { keptAnswersOf } from '../api/kept-answers';

export interface DeviceAnswersOptions {
  account: string | null;
  isOffline: boolean;
}

export function useDeviceAnswers({ account, isOffline }: DeviceAnswersOptions): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!account || !isOffline) return;
    let isStopped = false;
    void keptAnswersOf(account)
      .then((answers) => {
        if (isStopped) return;
        for (const answer of answers) {
          const state = queryClient.getQueryState(answer.queryKey);
          if (state?.data !== undefined && state.dataUpdatedAt >= answer.savedAt) continue;
          queryClient.setQueryData(answer.queryKey, answer.data, { updatedAt: answer.savedAt });
          // docs/product.md §1: the dates on the workshop's clock, as reading the account sets it (features/account).
          if (answer.sort.kind === 'account') setWorkshopTimeZone((answer.data as TAccount).workshop?.timeZone ?? null);
        }
      })
      .catch(() => undefined);
    return () => {
      isStopped = true;
    };
  }, [account, isOffline, queryClient]);
}
