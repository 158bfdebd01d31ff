// The workshop's notifications document (docs/product.md §3). The events stream keeps it live
// (live-notifications.ts); while the stream is not open, it is read every minute.
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { isNotificationsLive } from './live-notifications';
import { alertsKeys } from './query-keys';

export const NOTIFICATIONS_POLL_MS = 60_000;

export function useNotifications() {
  return useQuery({
    queryKey: alertsKeys.notifications,
    queryFn: ({ signal }) => call('notificationsGet', null, { signal }),
    refetchInterval: () => (isNotificationsLive() ? false : NOTIFICATIONS_POLL_MS),
  });
}
