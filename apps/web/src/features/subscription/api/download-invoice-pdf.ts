import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { bytesOfBase64, downloadFile } from '@/lib/download';
import { currentLanguage } from '@/lib/i18n';

/** invoicesPdf (docs/product.md §23.3): the invoice as a PDF in the user's language, saved as a file. */
export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: async (invoiceId: string) => {
      const { fileName, contentBase64 } = await call('invoicesPdf', { invoiceId, language: currentLanguage() });
      downloadFile(fileName, new Blob([bytesOfBase64(contentBase64)], { type: 'application/pdf' }));
    },
  });
}
