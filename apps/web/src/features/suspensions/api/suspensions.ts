// A bike's suspension units and the services recorded on them from repairs (docs/product.md §13).
// Every write refreshes both the bike's units and the repair's view of them.
import { FunctionError, type FunctionInput } from '@rueda/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';

export const suspensionsKeys = {
  all: ['suspensions'] as const,
  bike: (bikeId: string) => [...suspensionsKeys.all, 'bike', bikeId] as const,
  repair: (repairId: string) => [...suspensionsKeys.all, 'repair', repairId] as const,
};

export function useBikeSuspensions(bikeId: string) {
  return useQuery({
    queryKey: suspensionsKeys.bike(bikeId),
    queryFn: ({ signal }) => call('suspensionsList', { bikeId }, { signal }),
    retry: false,
  });
}

/** Only asked for when the repair has suspension lines (`enabled`). */
export function useRepairSuspensions(repairId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: suspensionsKeys.repair(repairId),
    queryFn: ({ signal }) => call('suspensionServicesForRepair', { repairId }, { signal }),
    retry: false,
  });
}

export function isStaleSuspensionError(error: unknown): boolean {
  return error instanceof FunctionError && error.code === 'aborted';
}

type WriteName =
  | 'suspensionsCreate'
  | 'suspensionsUpdate'
  | 'suspensionsDelete'
  | 'suspensionsSendOut'
  | 'suspensionsReturn'
  | 'suspensionServicesRecord'
  | 'suspensionServicesDelete';

/** One of the suspension writes; afterwards (done or refused) every suspension view reloads. */
export function useSuspensionWrite<N extends WriteName>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<N>) => call(name, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suspensionsKeys.all }),
  });
}
