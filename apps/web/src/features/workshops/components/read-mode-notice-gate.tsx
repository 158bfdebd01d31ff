// docs/product.md §32.2: the read mode's notice, whose code and texts arrive only for a chain's administrator reading a
// workshop of the chain; every other account's screens carry nothing of it (docs/product.md §26.2).
import { CHAIN_READER_ROLE } from '@rueda/domain';
import { Suspense } from 'react';
import { useAccount } from '@/features/account';
import { loadTexts } from '@/lib/i18n';
import { lazyNamed } from '@/lib/lazy-named';

const ReadModeNotice = lazyNamed(
  async () => (await Promise.all([import('./read-mode-notice'), loadTexts(['workshops'])]))[0],
  'ReadModeNotice',
);

export function ReadModeNoticeGate() {
  const account = useAccount().data;
  if (account?.role !== CHAIN_READER_ROLE || !account.workshop) return null;
  return (
    <Suspense fallback={null}>
      <ReadModeNotice workshopName={account.workshop.name} />
    </Suspense>
  );
}
