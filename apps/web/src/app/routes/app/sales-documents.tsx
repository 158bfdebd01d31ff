import { DocumentsScreen } from '@/features/sales';

/** docs/product.md §29: the workshop's sales documents. */
export function SalesDocumentsRoute() {
  return <DocumentsScreen />;
}
