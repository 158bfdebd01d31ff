// A drag in the services screen: the kind's ids in their new order (servicesReorder), shown at once and
// put back if the server refuses. The order is `position`, what the repair page offers first.
import type { ServiceKind } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { withOrder } from '../catalogue';
import { cachedLists, updateCachedLists } from './catalogue-cache';
import { catalogueKeys } from './query-keys';

const REORDER_MUTATION_KEY = [...catalogueKeys.all, 'reorder'];

export interface ReorderServicesVariables {
  kind: ServiceKind;
  ids: string[];
}

export function useReorderServices({ onError }: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REORDER_MUTATION_KEY,
    mutationFn: ({ kind, ids }: ReorderServicesVariables) => call('servicesReorder', { kind, ids }),
    onMutate: async ({ kind, ids }) => {
      await queryClient.cancelQueries({ queryKey: catalogueKeys.lists() });
      const previous = cachedLists(queryClient);
      updateCachedLists(queryClient, (list) => withOrder(list, kind, ids));
      return { previous };
    },
    onError: (error, _variables, context) => {
      for (const [key, list] of context?.previous ?? []) queryClient.setQueryData(key, list);
      onError(error);
    },
    onSettled: () => {
      // A refetch while another drag is still on its way would undo that drag on screen for a moment.
      if (queryClient.isMutating({ mutationKey: REORDER_MUTATION_KEY }) <= 1)
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
