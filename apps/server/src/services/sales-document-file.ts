// docs/product.md §29: an issued document as the file the customer takes away, an A4 page or an 80 mm receipt, in the
// reader's language, with the workshop's logo and the document's tax QR code. One renderer for every way out: the
// staff's download (salesInvoicesPdf), the mail to the customer (salesInvoicesEmail) and the repair link's download
// (publicRepairDocumentPdf).
import type { Language, SalesPdfFormat, TSalesDocumentView } from '@rueda/domain';
import type { Executor } from '../db/client.ts';
import { readBookingSettings } from '../data/booking-settings.ts';
import { getSalesDocument } from '../data/sales-documents.ts';
import { readLogo } from '../data/workshop-logo.ts';
import { salesDocumentFileName } from '../sales-pdf/document-texts.ts';
import { renderSalesDocumentPdf } from '../sales-pdf/sales-document-pdf.ts';
import { renderSalesReceiptPdf } from '../sales-pdf/sales-receipt-pdf.ts';
import type { VerifactuConfig } from '../verifactu/system.ts';
import type { PortugalConfig } from './portugal-signing-key.ts';
import { salesDocumentView } from './sales-document-view.ts';

/** The installation's tax configuration a document's QR code depends on. */
export interface SalesFileConfig {
  verifactu: Pick<VerifactuConfig, 'environment'>;
  portugal: Pick<PortugalConfig, 'certificateNumber'>;
}

/** The document drawn as a PDF, its file name and the document as it was read; not-found for another workshop's. */
export async function salesDocumentFile(
  db: Executor,
  config: SalesFileConfig,
  workshopId: string,
  id: string,
  options: { language: Language; format: SalesPdfFormat },
): Promise<{ fileName: string; content: Buffer; document: TSalesDocumentView }> {
  const document = await salesDocumentView(db, workshopId, id, config.verifactu.environment, config.portugal);
  const [settings, logo, corrects] = await Promise.all([
    readBookingSettings(db, workshopId),
    readLogo(db, workshopId),
    document.correctsId ? getSalesDocument(db, workshopId, document.correctsId) : undefined,
  ]);
  const render = options.format === 'receipt' ? renderSalesReceiptPdf : renderSalesDocumentPdf;
  const content = await render(document, {
    language: options.language,
    timeZone: settings.timeZone,
    logo: logo?.image,
    qr: document.verifactu
      ? { kind: 'verifactu', text: document.verifactu.qrUrl }
      : document.portugal
        ? {
            kind: 'portugal',
            text: document.portugal.qrString,
            atcud: document.portugal.atcud,
            legend: document.portugal.legend ? `${document.portugal.signatureMark}-${document.portugal.legend}` : undefined,
          }
        : null,
    corrects,
  });
  return { fileName: salesDocumentFileName(document, options.language), content, document };
}
