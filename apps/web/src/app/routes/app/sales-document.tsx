import { useParams } from 'react-router';
import { DocumentScreen } from '@/features/sales';

/** One issued sales document (docs/product.md §29): what it says, its payments, its email and its VERI*FACTU record. */
export function SalesDocumentRoute() {
  const { id = '' } = useParams();
  return <DocumentScreen key={id} id={id} />;
}
