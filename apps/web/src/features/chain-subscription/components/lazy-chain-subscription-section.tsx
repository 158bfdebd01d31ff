// The chain's subscription section loads after the chain's view draws (docs/product.md §26.2): its code and its
// answers' schemas come with it, not with the view's first paint.
import { LazyPart } from '@/components/lazy-part';
import { lazyNamed } from '@/lib/lazy-named';

const ChainSubscriptionSection = lazyNamed(() => import('./chain-subscription-section'), 'ChainSubscriptionSection');

export function LazyChainSubscriptionSection() {
  return (
    <LazyPart>
      <ChainSubscriptionSection />
    </LazyPart>
  );
}
