// The repair page's link panel loads after the page draws, not with the repair page's own download (the route
// budgets, decision 039): it is read once the customer has a link, and most repairs are looked at for the rest.
import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { RepairLinkPanelProps } from './repair-link-panel';

const LazyRepairLinkPanel = lazyNamed(() => import('./repair-link-panel'), 'RepairLinkPanel');

export function RepairLinkPanel(props: RepairLinkPanelProps) {
  return (
    <Suspense fallback={<Skeleton height={120} radius="md" />}>
      <LazyRepairLinkPanel {...props} />
    </Suspense>
  );
}
