import { useParams } from 'react-router';
import { DocumentPage } from '@/features/sales';

/** One issued sales document (docs/product.md §29). */
export function SalesDocumentRoute() {
  const { id = '' } = useParams();
  return <DocumentPage key={id} id={id} />;
}
