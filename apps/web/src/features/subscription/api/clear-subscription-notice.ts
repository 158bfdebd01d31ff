import { useEffect } from 'react';
import { call } from '@/lib/call';

/**
 * Once the subscription screen has shown the state, the notifications document's `sources.subscription`
 * flag is cleared (docs/product.md §7 clearing writes, §4 "The paid subscription"). Failing to clear only
 * leaves the flag up for the next visit, so a failure says nothing.
 */
export function useClearSubscriptionNotice(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    call('notificationsClear', { what: 'subscription' }).catch(() => {});
  }, [shown]);
}
