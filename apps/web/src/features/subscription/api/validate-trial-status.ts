import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/features/account';
import { getIdToken } from '@/features/auth';
import { call } from '@/lib/call';
import { subscriptionKeys } from './query-keys';

/**
 * docs/product.md §7 callablesValidateTrialStatus {userId}, then a forced token refresh: a trial that
 * ended while the token still says `trial` gets its new claims, and the navigation guard acts on them.
 */
export function useValidateTrialStatus(userId: string, { enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...subscriptionKeys.all, 'trial', userId],
    queryFn: async ({ signal }) => {
      const trial = await call('callablesValidateTrialStatus', { userId }, { signal });
      await getIdToken(true);
      if (trial.isExpired) await queryClient.invalidateQueries({ queryKey: accountQueryKey(userId) });
      return trial;
    },
    enabled: enabled && userId !== '',
    staleTime: Infinity,
  });
}
