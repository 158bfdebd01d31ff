// The notice that a chain pays loads only for a workshop its chain pays for (docs/product.md §26.2: most are in none).
import { LazyPart } from '@/components/lazy-part';
import { loadTexts } from '@/lib/i18n';
import { lazyNamed } from '@/lib/lazy-named';

const PaidByChainNotice = lazyNamed(
  async () => (await Promise.all([import('./paid-by-chain-notice'), loadTexts(['chain'])]))[0],
  'PaidByChainNotice',
);

export function LazyPaidByChainNotice(props: { chainName: string; until: string | null }) {
  return (
    <LazyPart>
      <PaidByChainNotice {...props} />
    </LazyPart>
  );
}
