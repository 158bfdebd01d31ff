// docs/product.md §30.5: the header's indicator arrives once the page is idle, out of every signed-in screen's first
// load (docs/product.md §26.2), or at once when there is something to say: the connection gone, or changes on the
// device. Until then its place is kept, so the header does not move when it comes.
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useConnectionStatus } from '@/features/connection';
import { whenIdle } from '@/lib/idle';
import { lazyNamed } from '@/lib/lazy-named';
import { outboxSummary, subscribeToOutboxSummary } from '@/lib/outbox/outbox-summary';

const OutboxIndicator = lazyNamed(() => import('../later').then((later) => later.loadOutboxIndicator()), 'OutboxIndicator');

/** The indicator's place while it loads: an ActionIcon's size (Mantine's md, 28 px). */
const PLACE = <span aria-hidden style={{ display: 'inline-block', width: 28, height: 28 }} />;

export function DeferredOutboxIndicator({ account }: { account: string | null }) {
  const isOffline = useConnectionStatus() === 'offline';
  const summary = useSyncExternalStore(subscribeToOutboxSummary, outboxSummary);
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => whenIdle(() => setIsIdle(true)), []);
  const hasNews = summary.waiting + summary.needsDecision + summary.failed > 0 || summary.isSending;
  if (!isIdle && !isOffline && !hasNews) return PLACE;
  return (
    <Suspense fallback={PLACE}>
      <OutboxIndicator account={account} />
    </Suspense>
  );
}
