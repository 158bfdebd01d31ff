// The repair's link for its customer (docs/product.md §21.1): read without making one, made on demand, revoked.
import type { TRepairLinkGetOutput } from '@rueda/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const repairLinkKeys = {
  all: ['repair-link'] as const,
  repair: (repairId: string) => [...repairLinkKeys.all, repairId] as const,
};

/** The live link, or null when the repair has none: looking at a repair makes no link. */
export function useRepairLink(repairId: string) {
  return useQuery({
    queryKey: repairLinkKeys.repair(repairId),
    queryFn: ({ signal }) => call('repairLinkGet', { repairId, create: false }, { signal }),
  });
}

export function useCreateRepairLink(repairId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('repairLinkGet', { repairId, create: true }),
    onSuccess: (link: TRepairLinkGetOutput | null) => queryClient.setQueryData(repairLinkKeys.repair(repairId), link),
  });
}

export function useRevokeRepairLink(repairId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('repairLinkRevoke', { repairId }),
    onSuccess: () => queryClient.setQueryData(repairLinkKeys.repair(repairId), null),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: repairLinkKeys.repair(repairId) }),
  });
}
