// The document's files (docs/product.md §29): the A4 PDF and the 80 mm ticket for a receipt printer, drawn by the
// server (salesInvoicesPdf) with the logo and the tax QR code, in the user's language.
import type { SalesPdfFormat } from '@rueda/domain';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useDownloadSalesDocumentPdf } from '../api/download-document-pdf';

export function DocumentPdfButtons({ id }: { id: string }) {
  const { t } = useTranslation('sales');
  const pdf = useDownloadSalesDocumentPdf();
  const download = (format: SalesPdfFormat) => pdf.mutate({ id, format }, { onError: () => notifyError(t('document.pdfFailed')) });
  const pending = pdf.isPending ? pdf.variables?.format : undefined;
  return (
    <>
      <Button variant="default" loading={pending === 'a4'} disabled={pdf.isPending} onClick={() => download('a4')}>
        {t('document.pdf')}
      </Button>
      <Button variant="default" loading={pending === 'receipt'} disabled={pdf.isPending} onClick={() => download('receipt')}>
        {t('document.receipt')}
      </Button>
    </>
  );
}
