// docs/product.md §29.7: a document as salesInvoicesGet answers it: for a Spanish workshop, with its VERI*FACTU
// record's huella, XML, the QR code's URL (in the installation's AEAT environment) and its sending state.
import { verifactuQrUrl, type TSalesDocumentView, type VerifactuEnvironment } from '@rueda/domain';
import type { Executor } from '../db/client.ts';
import { getSalesDocument } from '../data/sales-documents.ts';
import { altaOfDocument } from '../data/verifactu-records.ts';

export async function salesDocumentView(
  db: Executor,
  workshopId: string,
  id: string,
  environment: VerifactuEnvironment,
): Promise<TSalesDocumentView> {
  const document = await getSalesDocument(db, workshopId, id);
  const alta = document.issuer.country === 'ES' ? await altaOfDocument(db, workshopId, document.id) : null;
  const qrUrl = () =>
    verifactuQrUrl(
      { nif: document.issuer.taxId, numSerie: document.numberText, fecha: document.issueDay, importeCents: document.totalCents },
      environment,
    );
  return {
    ...document,
    verifactu: alta
      ? {
          huella: alta.huella,
          xml: alta.xml,
          qrUrl: qrUrl(),
          sendState: alta.sendState as NonNullable<TSalesDocumentView['verifactu']>['sendState'],
        }
      : null,
  };
}
