// The customers screen's "Exportar CSV" (docs/product.md §11.5): every customer its search finds.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useExportCustomers } from '../api/exports';

export function CustomersExportButton({ search }: { search: string }) {
  const { t } = useTranslation('records');
  const exportCustomers = useExportCustomers();
  return (
    <Button
      variant="default"
      loading={exportCustomers.isPending}
      onClick={() =>
        exportCustomers.mutate(search, {
          onSuccess: (rows) => notifySuccess(t('exported', { count: rows })),
          onError: () => notifyError(t('exportFailed')),
        })
      }
    >
      {t('exportCsv')}
    </Button>
  );
}
