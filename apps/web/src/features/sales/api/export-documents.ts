// docs/product.md §29: the documents the list's search and filters find, as the server's CSV for a Spanish-locale
// spreadsheet (salesInvoicesExport), saved through the browser's download. Loaded when the button is used.
import { call } from '@/lib/call';
import { downloadFile } from '@/lib/download';
import type { DocumentFilters } from '../document-filters';

/** Downloads the file; the number of documents it holds. */
export async function exportDocuments(filters: DocumentFilters): Promise<number> {
  const answer = await call('salesInvoicesExport', { ...filters, search: filters.search.trim() });
  downloadFile(answer.fileName, new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }));
  return answer.count;
}
