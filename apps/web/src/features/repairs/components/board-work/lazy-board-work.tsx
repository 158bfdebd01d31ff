// docs/product.md §17.4: the board's work timer loads after the board's first paint, for a member linked to a
// mechanic only (the /repairs budget, §26.2); until then the cards have no control. Its texts are
// fetched here and handed in: the chunk itself takes nothing from the app's first download, which keeps the
// build from splitting i18next out of it for every page.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/lib/lazy-named';
import type { BoardWorkSourceProps } from './board-work';

const LazyBoardWorkSource = lazyNamed(() => import('./board-work'), 'BoardWorkSource');

/** Suspends until the work namespace is in, then draws the timer's source with its texts. */
function WithTexts(props: Omit<BoardWorkSourceProps, 't'>) {
  const { t } = useTranslation('work');
  return <LazyBoardWorkSource {...props} t={t} />;
}

export function BoardWorkSource(props: Omit<BoardWorkSourceProps, 't'>) {
  return (
    <Suspense fallback={null}>
      <WithTexts {...props} />
    </Suspense>
  );
}
