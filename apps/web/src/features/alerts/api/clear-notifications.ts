// docs/product.md §7's clearing writes from the bell and the board (§19.2): the appointments' flag once
// the user opens what it announced, the highlighted appointments once they mark them seen. The answer is the
// document as it is after, so the bell follows at once (the stream then says the same).
import type { NotificationClear } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { alertsKeys } from './query-keys';

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (what: NotificationClear) => call('notificationsClear', { what }),
    onSuccess: (doc) => queryClient.setQueryData(alertsKeys.notifications, doc),
  });
}
