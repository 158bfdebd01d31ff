// docs/product.md §30.3 and §30.5: the account's queue is sent when the app starts, when the connection comes back, when
// the window gets the focus again (Background Sync exists only in Chromium) and when a change is added while the server
// answers; the header's indicator hears how many changes wait, wait for a decision, failed, or are being sent.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConnectionStatus } from '@/features/connection';
import { queuedChanges } from '@/lib/outbox/outbox-store';
import { publishOutboxSummary } from '@/lib/outbox/outbox-summary';
import { setPendingChanges } from '@/lib/outbox/pending-changes';
import type { QueuedChange } from '@/lib/outbox/queued-change';
import { sendingChange, sendQueued, sendQueuedCall, subscribeToSending, type RoundEnd } from '@/lib/outbox/send-queued';

export interface SendQueueOptions {
  account: string | null;
  /** Whether the server knows the session (not only the device): changes are sent as the account only then. */
  canSend: boolean;
}

/** What an applied change may have changed on the screens: they ask again. */
function refreshAfter(queryClient: QueryClient, change: QueuedChange): void {
  void queryClient.invalidateQueries({ queryKey: ['repairs'] });
  void queryClient.invalidateQueries({ queryKey: ['bookings'] });
  if (change.repairId) void queryClient.invalidateQueries({ queryKey: ['photos', 'repair', change.repairId] });
}

/** Sends the account's queue once, as the app does by itself; the list of changes' 'Enviar ahora' too (§30.5). */
export function sendQueueNow(queryClient: QueryClient, account: string): Promise<RoundEnd> {
  return sendQueued({ account, send: sendQueuedCall, onApplied: (change) => refreshAfter(queryClient, change) });
}

async function publishSummary(account: string): Promise<QueuedChange[]> {
  const changes = await queuedChanges(account);
  const count = (state: QueuedChange['state']) => changes.filter((change) => change.state === state).length;
  setPendingChanges(changes);
  publishOutboxSummary({
    waiting: count('waiting'),
    needsDecision: count('needs-decision'),
    failed: count('failed'),
    isSending: sendingChange() !== null,
  });
  return changes;
}

export function useSendQueue({ account, canSend }: SendQueueOptions): void {
  const queryClient = useQueryClient();
  const isOnline = useConnectionStatus() === 'online';

  useEffect(() => {
    if (!account) return;
    let isStopped = false;
    let isRoundDue = false;

    async function sendRound() {
      const end = await sendQueueNow(queryClient, account!);
      // The session may have ended while the device was offline: the app asks the server, and the queue waits for the
      // same account to sign in again (§30.3).
      if (end === 'signed-out' && !isStopped) void queryClient.invalidateQueries({ queryKey: ['session'] });
    }

    async function onQueueChange() {
      const changes = await publishSummary(account!).catch(() => []);
      if (isStopped || !canSend || !isOnline || sendingChange() !== null) return;
      if (isRoundDue || changes.some((change) => change.state === 'waiting')) {
        isRoundDue = false;
        await sendRound().catch(() => undefined);
      }
    }

    const onFocus = () => {
      isRoundDue = true;
      void onQueueChange();
    };
    const unsubscribe = subscribeToSending(() => void onQueueChange());
    window.addEventListener('focus', onFocus);
    onFocus();
    return () => {
      isStopped = true;
      unsubscribe();
      window.removeEventListener('focus', onFocus);
    };
  }, [account, canSend, isOnline, queryClient]);
}
