// A bike's history (docs/product.md §31.3): its repairs' lines, mechanics, dates and photos, what it cost per year, its
// open recommendations (bikesHistory); and the same as a PDF for the customer (bikesHistoryPdf), saved as a file.
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { bytesOfBase64, downloadFile } from '@/lib/download';
import { currentLanguage } from '@/lib/i18n';
import { customersKeys } from './query-keys';

export function useBikeHistory(id: string) {
  return useQuery({
    queryKey: customersKeys.bikeHistory(id),
    queryFn: ({ signal }) => call('bikesHistory', { id }, { signal }),
    retry: false,
  });
}

/** The PDF in the user's language: the customer asks for it at the counter, in the language they are served in. */
export function useDownloadBikeHistoryPdf() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { fileName, contentBase64 } = await call('bikesHistoryPdf', { id, language: currentLanguage() });
      downloadFile(fileName, new Blob([bytesOfBase64(contentBase64)], { type: 'application/pdf' }));
    },
  });
}
