// docs/product.md §32.1: the header's switcher is drawn only for an account in several workshops, and its code (the
// switch, its texts' use, Mantine's menu) arrives only then: most accounts have one workshop, and every signed-in
// screen's first load carries the header (docs/product.md §26.2).
import { Suspense } from 'react';
import { useAccount } from '@/features/account';
import { loadTexts } from '@/lib/i18n';
import { lazyNamed } from '@/lib/lazy-named';

const WorkshopSwitcher = lazyNamed(
  async () => (await Promise.all([import('./workshop-switcher'), loadTexts(['workshops'])]))[0],
  'WorkshopSwitcher',
);

export function WorkshopSwitcherGate() {
  const memberships = useAccount().data?.memberships.length ?? 0;
  if (memberships < 2) return null;
  return (
    <Suspense fallback={null}>
      <WorkshopSwitcher />
    </Suspense>
  );
}
