import { useParams } from 'react-router';
import { DocumentPage, DocumentPayments, EmailDocumentButton, VerifactuRecordPanel } from '@/features/sales';

/** One issued sales document (docs/product.md §29): what it says, its payments, its email and its VERI*FACTU record. */
export function SalesDocumentRoute() {
  const { id = '' } = useParams();
  return (
    <DocumentPage
      key={id}
      id={id}
      renderPayments={(document) => <DocumentPayments documentId={document.id} />}
      renderEmailAction={(document) => <EmailDocumentButton document={document} />}
      renderVerifactuPanel={(document) => <VerifactuRecordPanel document={document} />}
    />
  );
}
