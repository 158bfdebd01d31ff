// The workshop's notifications document (docs/product.md §3), read every minute: its live stream comes
// with a later issue (17), until then the bell polls.
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { alertsKeys } from './query-keys';

export const NOTIFICATIONS_POLL_MS = 60_000;

export function useNotifications() {
  return useQuery({
    queryKey: alertsKeys.notifications,
    queryFn: ({ signal }) => call('notificationsGet', null, { signal }),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}
