// docs/product.md §30.2: while an account is signed in, the answers kept-queries.ts names are written to the device as
// the screens read them (a few at a time, after a short pause), so that they can be shown without a connection.
import { hashKey, useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { KeptQuery } from '@/lib/device-db';
import { keepAnswers, pruneKeptAnswers } from '../api/kept-answers';
import { keptSortOf } from '@/lib/kept-queries';
import { askPersistentStorage } from '../persistent-storage';

/** How long answers gather before they are written together. */
const WRITE_PAUSE_MS = 500;

export interface KeepAnswersOptions {
  /** The signed-in account's id; nothing is kept while it is null. */
  account: string | null;
  /** The device is out of space: what it could not keep. */
  onDeviceFull: () => void;
}

function keptOf(account: string, query: Query): KeptQuery | null {
  const sort = keptSortOf(query.queryKey);
  if (!sort || query.state.data === undefined) return null;
  return {
    account,
    hash: hashKey(query.queryKey),
    queryKey: query.queryKey,
    data: query.state.data,
    savedAt: query.state.dataUpdatedAt,
    sort,
  };
}

export function useKeepAnswers({ account, onDeviceFull }: KeepAnswersOptions): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!account) return;
    const waiting = new Map<string, KeptQuery>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;

    function write() {
      timer = undefined;
      const answers = [...waiting.values()];
      waiting.clear();
      keepAnswers(answers).then(
        () => askPersistentStorage(),
        (error: unknown) => {
          if (!isStopped && error instanceof DOMException && error.name === 'QuotaExceededError') onDeviceFull();
        },
      );
    }

    // What the screens read before this ran (the first screen's answers) is kept too.
    for (const query of queryClient.getQueryCache().getAll()) {
      const kept = keptOf(account, query);
      if (kept) waiting.set(kept.hash, kept);
    }
    timer = setTimeout(write, WRITE_PAUSE_MS);
    void pruneKeptAnswers(account, Date.now()).catch(() => undefined);

    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      // An answer of the server; not one written by hand (the device's own, put back while offline, or a write's guess).
      if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
      const kept = keptOf(account, event.query);
      if (!kept) return;
      waiting.set(kept.hash, kept);
      timer ??= setTimeout(write, WRITE_PAUSE_MS);
    });
    // Answers still gathering are dropped, not written: the account may be signing out, its answers being forgotten.
    return () => {
      isStopped = true;
      unsubscribe();
      clearTimeout(timer);
    };
  }, [account, queryClient, onDeviceFull]);
}
