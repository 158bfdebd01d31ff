// docs/product.md §24.7: while the server cannot be reached, ask /api/health now and then (backing off to
// every 10 s) until it answers; once it is back, whatever failed to load loads again.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { markOffline, markOnline, reconnectDelay } from '@/lib/connection';
import { isServerHealthy } from '../api/check-health';
import { useConnectionStatus } from './use-connection-status';

export function useReconnect(): void {
  const status = useConnectionStatus();
  const queryClient = useQueryClient();
  const wasOffline = useRef(false);

  // docs/product.md §30.2: the browser saying its network is gone is enough to say so, without waiting for a call to fail.
  useEffect(() => {
    if (!navigator.onLine) markOffline();
    window.addEventListener('offline', markOffline);
    return () => window.removeEventListener('offline', markOffline);
  }, []);

  useEffect(() => {
    if (status !== 'offline') return;
    let isStopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function probe() {
      timer = undefined;
      const isHealthy = await isServerHealthy();
      if (isStopped) return;
      if (isHealthy) markOnline();
      else schedule();
    }
    function schedule() {
      timer = setTimeout(() => void probe(), reconnectDelay(attempt));
      attempt += 1;
    }
    // The browser says its network is back: no need to wait for the next try.
    function onBrowserOnline() {
      if (timer === undefined) return;
      clearTimeout(timer);
      attempt = 0;
      void probe();
    }

    schedule();
    window.addEventListener('online', onBrowserOnline);
    return () => {
      isStopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onBrowserOnline);
    };
  }, [status]);

  useEffect(() => {
    if (status === 'offline') {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    // The queries that failed, or are still waiting to retry, fetch again at once; the others keep their data.
    void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' || query.state.fetchFailureCount > 0 });
  }, [status, queryClient]);
}
