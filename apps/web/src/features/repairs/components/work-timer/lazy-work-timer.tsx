// docs/product.md §17.4: the repair page's work timer loads with a chunk of its own after the page's first paint
// (the /repairs/:id budget, §26.2), its texts (the work namespace) with it: react-i18next suspends until they
// are in. A skeleton of its size stands in meanwhile.
import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

const WorkTimerPanel = lazyNamed(() => import('./work-timer'), 'WorkTimer');

export function WorkTimer({ repairId }: { repairId: string }) {
  return (
    <Suspense fallback={<Skeleton height={72} />}>
      <WorkTimerPanel repairId={repairId} />
    </Suspense>
  );
}
