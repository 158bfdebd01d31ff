// The document's PDF (docs/product.md §29): the server's renderer is being built by another engineer. Until its
// function exists this button is a placeholder, disabled; DocumentPage's `renderPdfAction` is where the working one goes.
import { Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PdfButtonPlaceholder() {
  const { t } = useTranslation('sales');
  return (
    <Tooltip label={t('document.pdfSoon')}>
      {/* A disabled button takes no pointer events: the wrapper shows the tooltip. */}
      <span>
        <Button variant="default" disabled aria-describedby="sales-pdf-soon">
          {t('document.pdf')}
        </Button>
        <span id="sales-pdf-soon" hidden>
          {t('document.pdfSoon')}
        </span>
      </span>
    </Tooltip>
  );
}
