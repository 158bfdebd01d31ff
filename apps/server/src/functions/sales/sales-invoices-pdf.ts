import { readBookingSettings } from '../../data/booking-settings.ts';
import { getSalesDocument } from '../../data/sales-documents.ts';
import { readLogo } from '../../data/workshop-logo.ts';
import { salesDocumentFileName } from '../../sales-pdf/document-texts.ts';
import { renderSalesDocumentPdf } from '../../sales-pdf/sales-document-pdf.ts';
import { renderSalesReceiptPdf } from '../../sales-pdf/sales-receipt-pdf.ts';
import { salesDocumentView } from '../../services/sales-document-view.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §29: an issued document as a PDF, an A4 page or an 80 mm receipt, with the workshop's logo and the
 * QR code of its VERI*FACTU record (in the installation's AEAT environment) or, in Portugal, its QR code with its
 * ATCUD and, once the installation is certified, the signature's mark and legend; not-found for another workshop's
 * document.
 */
export const salesInvoicesPdf = defineFunction('salesInvoicesPdf', {
  access: Access.permission('sales.charge'),
  handler: async ({ id, language, format }, { db, workshopId, verifactu, portugal }) => {
    const document = await salesDocumentView(db, workshopId, id, verifactu.environment, portugal);
    const [settings, logo, corrects] = await Promise.all([
      readBookingSettings(db, workshopId),
      readLogo(db, workshopId),
      document.correctsId ? getSalesDocument(db, workshopId, document.correctsId) : undefined,
    ]);
    const render = format === 'receipt' ? renderSalesReceiptPdf : renderSalesDocumentPdf;
    const pdf = await render(document, {
      language,
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
    return { fileName: salesDocumentFileName(document, language), contentBase64: pdf.toString('base64') };
  },
});
