// docs/product.md §29: one issued document's screen: what it says (document-page.tsx), with its payments, its email
// to the customer and, in Spain, its VERI*FACTU record.
import { DocumentPage } from './document-page';
import { DocumentPayments } from './document-payments';
import { EmailDocumentButton } from './email-document-button';
import { VerifactuRecordPanel } from './verifactu-record-panel';

export function DocumentScreen({ id }: { id: string }) {
  return (
    <DocumentPage
      id={id}
      renderPayments={(document) => <DocumentPayments documentId={document.id} />}
      renderEmailAction={(document) => <EmailDocumentButton document={document} />}
      renderVerifactuPanel={(document) => <VerifactuRecordPanel document={document} />}
    />
  );
}
