// docs/product.md §29: "Exportar CSV" on the documents list: the documents its search and filters find, every one
// (not only the page shown), as a CSV file. For those who charge, as the list is; the code loads when used.
import { FunctionError } from '@rueda/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import type { DocumentFilters } from '../document-filters';

export interface DocumentsExportButtonProps {
  /** The list's filters, as its address holds them. */
  filters: DocumentFilters;
}

export function DocumentsExportButton({ filters }: DocumentsExportButtonProps) {
  const { t } = useTranslation('sales');
  const [isExporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    import('../api/export-documents')
      .then(({ exportDocuments }) => exportDocuments(filters))
      .catch((error: unknown) => {
        const tooMany = error instanceof FunctionError && (error.details as { reason?: string } | undefined)?.reason === 'too-many';
        notifyError(t(tooMany ? 'documentsExport.tooMany' : 'documentsExport.failed'));
      })
      .finally(() => setExporting(false));
  };
  return (
    <Button variant="default" loading={isExporting} onClick={exportCsv}>
      {t('documentsExport.button')}
    </Button>
  );
}
