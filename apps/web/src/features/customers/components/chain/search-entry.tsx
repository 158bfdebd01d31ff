// docs/product.md §32.5: "Buscar en la cadena" on the customers list, drawn only when the account says the workshop's
// chain shares its customers (most workshops are in no chain). The list carries this gate alone: the loaders
// (chain-loaders.tsx) and the texts come when it is first drawn, and the loaders fetch the dialog's code, so that the
// list of files it preloads stays out of the list's first load (docs/product.md §26.2). Loaders that cannot come draw
// nothing. customer-part.tsx is its twin on the customer's page: a module shared by both would be a file of its own.
import { lazy, Suspense, type ComponentType } from 'react';
import { useAccount } from '@/features/account';
import { loadTexts } from '@/lib/i18n';

const Loader = lazy<ComponentType>(() =>
  Promise.all([import('./chain-loaders'), loadTexts(['chain-customers'])]).then(
    ([loaded]) => ({ default: loaded.ChainSearchLoader }),
    () => ({ default: () => null }),
  ),
);

export function ChainSearchEntry() {
  return useAccount().data?.chainSharesCustomers ? (
    <Suspense>
      <Loader />
    </Suspense>
  ) : null;
}
