// docs/product.md §32.2: the chain of the workshop in use, and the writes that make and grow it.
import type { TChainsGetOutput } from '@rueda/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueryKey } from '@/features/account';
import { useSignedInUserId } from '@/features/auth';
import { call } from '@/lib/call';

export const chainQueryKey = ['chain'] as const;

export const chainQueryOptions = queryOptions({
  queryKey: chainQueryKey,
  queryFn: ({ signal }) => call('chainsGet', undefined, { signal }),
});

export function useChain() {
  return useQuery(chainQueryOptions);
}

/** The answer becomes the chain's, and the account is read again: it now says whether it administers the chain. */
function useStoreChain() {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  return async (answer: TChainsGetOutput) => {
    queryClient.setQueryData(chainQueryKey, answer);
    if (userId) await queryClient.invalidateQueries({ queryKey: accountQueryKey(userId) });
  };
}

export function useCreateChain() {
  const store = useStoreChain();
  return useMutation({ mutationFn: (name: string) => call('chainsCreate', { name }), onSuccess: store });
}

export function useAddWorkshopToChain() {
  const store = useStoreChain();
  return useMutation({ mutationFn: (workshopId: string) => call('chainsAddWorkshop', { workshopId }), onSuccess: store });
}

/** docs/product.md §32.5: the chain shares its customers (the privacy notice accepted) or stops. */
export function useSetCustomerSharing() {
  const store = useStoreChain();
  return useMutation({
    mutationFn: (shares: boolean) => call('chainsSetCustomerSharing', shares ? { shares, noticeAccepted: true } : { shares }),
    onSuccess: store,
  });
}
