import type { TSalesInvoicesPdfInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { bytesOfBase64, downloadFile } from '@/lib/download';
import { currentLanguage } from '@/lib/i18n';

/** salesInvoicesPdf (docs/product.md §29): the document as an A4 PDF or an 80 mm ticket, in the user's language, saved as a file. */
export function useDownloadSalesDocumentPdf() {
  return useMutation({
    mutationFn: async ({ id, format }: Pick<TSalesInvoicesPdfInput, 'id' | 'format'>) => {
      const { fileName, contentBase64 } = await call('salesInvoicesPdf', { id, format, language: currentLanguage() });
      downloadFile(fileName, new Blob([bytesOfBase64(contentBase64)], { type: 'application/pdf' }));
    },
  });
}
