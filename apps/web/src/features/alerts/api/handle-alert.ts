// Marks an alert contacted or dismissed; the server records who and when and recomputes the bell.
import type { TAlertsHandleInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { alertsKeys } from './query-keys';

export function useHandleAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAlertsHandleInput) => call('alertsHandle', input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertsKeys.all }),
        queryClient.invalidateQueries({ queryKey: alertsKeys.notifications }),
      ]),
  });
}
