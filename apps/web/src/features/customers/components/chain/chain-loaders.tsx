// docs/product.md §32.5: the chain's customer parts' code, fetched when first drawn (search-entry.tsx, customer-part.tsx
// fetch this module and the parts' texts). It imports nothing but React, so that the screens that may draw the parts
// carry no list of files to preload for them (docs/product.md §26.2); the parts come inside LazyPart: if they cannot
// come, the part says so and the rest of the screen stays (docs/product.md §30.6).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

const LazyPart = lazy<ComponentType<{ children: ReactNode }>>(() =>
  import('@/components/lazy-part').then(
    (part) => ({ default: part.LazyPart }),
    () => ({ default: () => null }),
  ),
);
const ChainSearchButton = lazy(() => import('./chain-search').then((search) => ({ default: search.ChainSearchButton })));
const ChainCustomerSection = lazy(() => import('./chain-customer-section').then((section) => ({ default: section.ChainCustomerSection })));

function Part({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LazyPart>{children}</LazyPart>
    </Suspense>
  );
}

export function ChainSearchLoader() {
  return (
    <Part>
      <ChainSearchButton />
    </Part>
  );
}

export function ChainSectionLoader({ customerId }: { customerId: string }) {
  return (
    <Part>
      <ChainCustomerSection customerId={customerId} />
    </Part>
  );
}
