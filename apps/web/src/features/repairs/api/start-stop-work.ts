// repairWorkStart and repairWorkStop (docs/product.md §17.4): the caller's work timer, from the board or the repair
// page. Either answer says where the caller's timer runs now; the repairs' sessions are asked again.
import { FunctionError, type TRunningWork } from '@rueda/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSignedInUserId } from '@/features/auth';
import { DEVICE_WRITE_OPTIONS } from '@/lib/outbox/device-write';
import { sendOrQueue } from '@/lib/outbox/send-or-queue-later';
import { writeFailureOf } from '@/lib/write-error';
import { workKeys } from './work-keys';

export type WorkAction = 'start' | 'stop';

function settle(queryClient: QueryClient, running: TRunningWork | null) {
  queryClient.setQueryData(workKeys.current(), running);
  // A start may have stopped the timer on another repair: every repair's sessions may have changed.
  void queryClient.invalidateQueries({ queryKey: workKeys.repairs() });
}

export interface WorkSwitch {
  action: WorkAction;
  repairId: string;
  /** How the device's queue names the repair. */
  subject?: string;
}

/**
 * Starts or stops the caller's timer. Without a connection the press is kept on the device with the time it was made
 * and sent later (docs/product.md §30.3); the timer shows it meanwhile as running from then, or stopped.
 */
export function useWorkTimer() {
  const queryClient = useQueryClient();
  const account = useSignedInUserId();
  return useMutation({
    ...DEVICE_WRITE_OPTIONS,
    mutationFn: async ({ action, repairId, subject = '' }: WorkSwitch): Promise<TRunningWork | null> => {
      const meta = { account, repairId, subject, stampsTime: true };
      if (action === 'start') {
        const outcome = await sendOrQueue('repairWorkStart', { repairId }, meta);
        if (outcome.sent) return outcome.answer;
        const { madeAt, changeId } = outcome.change;
        const mechanicId = queryClient.getQueryData<TRunningWork | null>(workKeys.current())?.mechanicId ?? '';
        return { id: `device-${changeId}`, repairId, mechanicId, startedAt: new Date(madeAt).toISOString() };
      }
      await sendOrQueue('repairWorkStop', { repairId }, meta);
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
