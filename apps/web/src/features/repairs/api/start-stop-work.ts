// repairWorkStart and repairWorkStop (docs/product.md §17.4): the caller's work timer, from the board or the repair
// page. Either answer says where the caller's timer runs now; the repairs' sessions are asked again.
import { FunctionError, type TRunningWork } from '@rueda/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { writeFailureOf } from '@/lib/write-error';
import { workKeys } from './work-keys';

export type WorkAction = 'start' | 'stop';

function settle(queryClient: QueryClient, running: TRunningWork | null) {
  queryClient.setQueryData(workKeys.current(), running);
  // A start may have stopped the timer on another repair: every repair's sessions may have changed.
  void queryClient.invalidateQueries({ queryKey: workKeys.repairs() });
}

export function useWorkTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, repairId }: { action: WorkAction; repairId: string }): Promise<TRunningWork | null> => {
      if (action === 'start') return call('repairWorkStart', { repairId });
      await call('repairWorkStop', { repairId });
      return null;
    },
    onSuccess: (running) => settle(queryClient, running),
    // Refused (not running any more, say): what runs is asked again.
    onError: () => void queryClient.invalidateQueries({ queryKey: workKeys.all() }),
  });
}

/** The toast's text (work namespace) for a start or stop the server refused. */
export function workFailureKey(error: unknown): 'noMechanic' | 'notRunning' | 'failed' | 'unavailable' | 'notFound' {
  const reason = error instanceof FunctionError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  if (reason === 'no-mechanic') return 'noMechanic';
  if (reason === 'not-running') return 'notRunning';
  const failure = writeFailureOf(error);
  return failure === 'unavailable' || failure === 'notFound' ? failure : 'failed';
}
