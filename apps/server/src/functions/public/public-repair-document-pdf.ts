import { publicRepairDocumentFile } from '../../services/public-repair-document-pdf.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §21 and §29: a document of the link's repair (its invoice, a rectifying or replacing one) as a PDF,
 * to anyone holding the link's token and the document's handle, without signing in. Counted per address with the
 * link's reads, before its body is read; a token that is not a live link's, or a handle that is not one of its
 * repair's documents, is the same not-found.
 */
export const publicRepairDocumentPdf = defineFunction('publicRepairDocumentPdf', {
  access: Access.public,
  perAddress: 'repairLinkRead',
  handler: async (input, { db, clock, verifactu, portugal }) => {
    const { fileName, content } = await publicRepairDocumentFile(db, { verifactu, portugal }, input, clock());
    return { fileName, contentBase64: content.toString('base64') };
  },
});
