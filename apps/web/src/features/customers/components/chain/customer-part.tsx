// docs/product.md §32.5: a customer's part in the chain on their page, drawn only when the account says the workshop's
// chain shares its customers; loaded as search-entry.tsx loads the list's search (docs/product.md §26.2).
import { lazy, Suspense, type ComponentType } from 'react';
import { useAccount } from '@/features/account';
import { loadTexts } from '@/lib/i18n';

const Loader = lazy<ComponentType<{ customerId: string }>>(() =>
  Promise.all([import('./chain-loaders'), loadTexts(['chain-customers'])]).then(
    ([loaded]) => ({ default: loaded.ChainSectionLoader }),
    () => ({ default: () => null }),
  ),
);

export function ChainCustomerPart({ customerId }: { customerId: string }) {
  return useAccount().data?.chainSharesCustomers ? (
    <Suspense>
      <Loader customerId={customerId} />
    </Suspense>
  ) : null;
}
