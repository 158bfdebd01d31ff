// docs/product.md §19.1 and §19.2: the workshop's notifications document, live. The events stream
// (lib/event-stream.ts, loaded after the first paint) puts each document it hears where the bell reads it, and
// tells what it newly raised, which the bell announces with a toast. While the stream is open the bell stops
// polling; while it is not (a proxy that will not pass it, a server restarting) the bell polls as before.
import { EVENTS_HEARTBEAT_MS, EVENTS_RETRY_MS, newlyRaised, notificationsOf, type TNotifications } from '@rueda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiPaths } from '@/config/paths';
import { currentIdToken } from '@/lib/call';
import { alertsKeys } from './query-keys';

let isLive = false;

/** Whether the events stream is open now (the bell's polling waits while it is). */
export function isNotificationsLive(): boolean {
  return isLive;
}

export type RaisedSource = ReturnType<typeof newlyRaised>[number];

/** Keeps the notifications document live while the signed-in layout is shown; `onRaised` hears what a change raised. */
export function useLiveNotifications(onRaised: (sources: RaisedSource[]) => void): void {
  const queryClient = useQueryClient();
  const onRaisedRef = useRef(onRaised);
  onRaisedRef.current = onRaised;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isUnmounted = false;
    const onDocument = (data: string) => {
      const doc = notificationsOf(JSON.parse(data));
      const before = queryClient.getQueryData<TNotifications>(alertsKeys.notifications);
      queryClient.setQueryData(alertsKeys.notifications, doc);
      // The first document only says how things are: only a change while the app is open is news.
      const raised = before ? newlyRaised(before, doc) : [];
      if (raised.length > 0) onRaisedRef.current(raised);
    };
    void import('@/lib/event-stream')
      .then(({ openEventStream }) => {
        if (isUnmounted) return;
        stop = openEventStream({
          url: apiPaths.events,
          token: currentIdToken,
          onEvent: (name, data) => {
            if (name === 'notifications') onDocument(data);
          },
          retryMs: EVENTS_RETRY_MS,
          quietMs: EVENTS_HEARTBEAT_MS * 3,
          onOpenChange: (isOpen) => {
            isLive = isOpen;
          },
        });
      })
      .catch(() => undefined);
    return () => {
      isUnmounted = true;
      stop?.();
      isLive = false;
    };
  }, [queryClient]);
}
