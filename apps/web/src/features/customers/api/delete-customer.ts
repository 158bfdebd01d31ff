// Deleting a customer: only one without repairs (the server refuses the rest with failed-precondition).
import { FunctionError } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { customersKeys } from './query-keys';

/** How many repairs kept the customer from being deleted; null when that was not the reason. */
export function repairsBlockingDelete(error: unknown): number | null {
  if (!(error instanceof FunctionError) || error.code !== 'failed-precondition') return null;
  const details = error.details as { reason?: string; repairs?: number } | undefined;
  return details?.reason === 'has-repairs' ? (details.repairs ?? 1) : null;
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('customersDelete', { id }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: customersKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: customersKeys.lists() });
    },
  });
}
