import type { FunctionInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { repairEventsKey } from './query-keys';

/** Records the link opened, or queues the message for the Cloud API; the repair's history reads it again. */
export function useSendRepairMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'repairMessageSend'>) => call('repairMessageSend', input),
    onSuccess: (_sent, input) => void queryClient.invalidateQueries({ queryKey: repairEventsKey(input.repairId) }),
  });
}
