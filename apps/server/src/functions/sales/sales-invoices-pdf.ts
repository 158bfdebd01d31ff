import { salesDocumentFile } from '../../services/sales-document-file.ts';
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
    const { fileName, content } = await salesDocumentFile(db, { verifactu, portugal }, workshopId, id, { language, format });
    return { fileName, contentBase64: content.toString('base64') };
  },
});
