// docs/product.md §11.5 and §11.4: the customer list's CSV, one customer's data as JSON, and the anonymising delete.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { downloadFile } from '@/lib/download';
import { currentLanguage } from '@/lib/i18n';

/** Downloads every customer the search finds as the server's CSV (its BOM and `;` as they come). */
export function useExportCustomers() {
  return useMutation({
    mutationFn: async (search: string) => {
      const answer = await call('customersExport', { search: search || undefined, language: currentLanguage() });
      downloadFile(answer.fileName, new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }));
      return answer.rows;
    },
  });
}

/** Downloads everything Rueda holds about the customer (a GDPR access request) as a JSON file. */
export function useExportCustomerData() {
  return useMutation({
    mutationFn: async (id: string) => {
      const data = await call('customersExportData', { id });
      const day = data.exportedAt.slice(0, 10);
      downloadFile(`customer-${id}-${day}.json`, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    },
  });
}

export function useAnonymiseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('customersAnonymise', { id }),
    // The customer's page and the lists (customers and repairs) show what they were.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
