import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { applyMove, type PlannedMove } from '../board';
import type { RepairsBoardData } from './list-repairs';
import { repairsKeys } from './query-keys';

const MOVE_MUTATION_KEY = [...repairsKeys.all, 'move'];

export interface MoveRepairVariables {
  id: string;
  plan: PlannedMove;
  /** The board's query, updated at once and restored if the server refuses. */
  listKey: QueryKey;
}

/** A drag on the board: the new status (repairsUpdateStatus), then the column's order (repairsReorder). */
async function moveRepair({ id, plan }: MoveRepairVariables): Promise<void> {
  if (plan.fromStatus !== plan.toStatus) await call('repairsUpdateStatus', { id, status: plan.toStatus });
  if (plan.reorderedIds) await call('repairsReorder', { ids: plan.reorderedIds });
}

export interface MoveRepairOptions {
  onError: (error: Error) => void;
  /** Each move once saved, even when another was made meanwhile (a call's own onSuccess fires for the last only). */
  onSuccess?: (variables: MoveRepairVariables) => void;
}

export function useMoveRepair({ onError, onSuccess }: MoveRepairOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MOVE_MUTATION_KEY,
    mutationFn: moveRepair,
    onMutate: async ({ id, plan, listKey }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<RepairsBoardData>(listKey);
      if (previous) queryClient.setQueryData<RepairsBoardData>(listKey, applyMove(previous, id, plan, new Date().toISOString()));
      return { previous };
    },
    onError: (error, { listKey }, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      onError(error);
    },
    onSuccess: (_data, variables) => onSuccess?.(variables),
    onSettled: (_data, _error, { id }) => {
      // A refetch while another drag is still on its way would undo that drag on screen for a moment.
      if (queryClient.isMutating({ mutationKey: MOVE_MUTATION_KEY }) <= 1)
        void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: repairsKeys.detail(id) });
    },
  });
}
