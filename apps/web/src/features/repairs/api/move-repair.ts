import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSignedInUserId } from '@/features/auth';
import { DEVICE_WRITE_OPTIONS } from '@/lib/outbox/device-write';
import { applyMove, type PlannedMove } from '../board';
import type { RepairsBoardData } from './list-repairs';
import { repairsKeys } from './query-keys';

const MOVE_MUTATION_KEY = [...repairsKeys.all, 'move'];

export interface MoveRepairVariables {
  id: string;
  plan: PlannedMove;
  /** The board's query, updated at once and restored if the server refuses. */
  listKey: QueryKey;
  /** The repair's lastUpdate as the board read it: a move kept on the device is refused if someone changed it meanwhile. */
  lastUpdate: string;
  /** How the device's queue names it: the bike and the customer. */
  subject: string;
}

/** Whether the move was sent, or kept on the device to be sent (docs/product.md §30.3). */
export interface MoveOutcome {
  isQueued: boolean;
}

/**
 * A drag on the board: the new status (repairsUpdateStatus), then the column's order (repairsReorder). Without a
 * connection both are kept on the device and sent in order later (docs/product.md §30.3).
 */
async function moveRepair(account: string | null, { id, plan, lastUpdate, subject }: MoveRepairVariables): Promise<MoveOutcome> {
  // The queue's code arrives with the first move, out of the board's first load (docs/product.md §26.2).
  const { sendOrQueue } = await import('@/lib/outbox/send-or-queue');
  let isQueued = false;
  if (plan.fromStatus !== plan.toStatus) {
    const meta = { account, repairId: id, subject, queuedExpectedLastUpdate: lastUpdate };
    isQueued = !(await sendOrQueue('repairsUpdateStatus', { id, status: plan.toStatus }, meta)).sent;
  }
  if (plan.reorderedIds) {
    const outcome = await sendOrQueue('repairsReorder', { ids: plan.reorderedIds }, { account, repairId: null, subject });
    isQueued ||= !outcome.sent;
  }
  return { isQueued };
}

export interface MoveRepairOptions {
  onError: (error: Error) => void;
  /** Each move once saved or kept, even when another was made meanwhile (a call's own onSuccess fires for the last only). */
  onSuccess?: (variables: MoveRepairVariables, outcome: MoveOutcome) => void;
}

export function useMoveRepair({ onError, onSuccess }: MoveRepairOptions) {
  const queryClient = useQueryClient();
  const account = useSignedInUserId();
  return useMutation({
    ...DEVICE_WRITE_OPTIONS,
    mutationKey: MOVE_MUTATION_KEY,
    mutationFn: (variables: MoveRepairVariables) => moveRepair(account, variables),
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
    onSuccess: (outcome, variables) => onSuccess?.(variables, outcome),
    onSettled: (_data, _error, { id }) => {
      // A refetch while another drag is still on its way would undo that drag on screen for a moment.
      if (queryClient.isMutating({ mutationKey: MOVE_MUTATION_KEY }) <= 1)
        void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: repairsKeys.detail(id) });
    },
  });
}
