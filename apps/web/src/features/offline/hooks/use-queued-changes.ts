// docs/product.md §30.5: the account's queued changes as the device's store has them, read again whenever the queue
// changes (in this tab or another), and the one being sent now.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { queuedChanges, subscribeToOutbox } from '@/lib/outbox/outbox-store';
import type { QueuedChange } from '@/lib/outbox/queued-change';
import { sendingChange, subscribeToSending } from '@/lib/outbox/send-queued';

export interface QueuedChangesState {
  /** In the order they were made; undefined until first read. */
  changes: QueuedChange[] | undefined;
  /** The store could not be read. */
  isError: boolean;
  /** The queue's number (`seq`) of the change being sent, or null. */
  sendingSeq: number | null;
}

export function useQueuedChanges(account: string | null): QueuedChangesState {
  const [read, setRead] = useState<{ account: string | null; changes: QueuedChange[] | undefined; isError: boolean }>({
    account,
    changes: undefined,
    isError: false,
  });
  const sendingSeq = useSyncExternalStore(subscribeToSending, sendingChange, sendingChange);

  useEffect(() => {
    if (!account) return;
    let latest = 0;
    let isCurrent = true;
    const readAgain = () => {
      const asked = ++latest;
      queuedChanges(account).then(
        (changes) => {
          if (isCurrent && asked === latest) setRead({ account, changes, isError: false });
        },
        () => {
          if (isCurrent && asked === latest) setRead((previous) => ({ ...previous, account, isError: true }));
        },
      );
    };
    readAgain();
    const unsubscribe = subscribeToOutbox(readAgain);
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [account]);

  if (!account) return { changes: [], isError: false, sendingSeq };
  // Another account's list is never shown, not even while this one's is read.
  if (read.account !== account) return { changes: undefined, isError: false, sendingSeq };
  return { changes: read.changes, isError: read.isError, sendingSeq };
}
