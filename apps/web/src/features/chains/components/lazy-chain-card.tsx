// The chain section's code and texts load after the profile draws: most workshops are no chain (docs/product.md §26.2).
import { LazyPart } from '@/components/lazy-part';
import { loadTexts } from '@/lib/i18n';
import { lazyNamed } from '@/lib/lazy-named';

const ChainCard = lazyNamed(async () => (await Promise.all([import('./chain-card'), loadTexts(['chain-settings'])]))[0], 'ChainCard');

export function LazyChainCard() {
  return (
    <LazyPart>
      <ChainCard />
    </LazyPart>
  );
}
