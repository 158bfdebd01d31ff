// The workshop's documents, newest first (docs/product.md §29): searched by number or customer, filtered by series,
// kind and issue days. The previous answer stays on screen while a new search is read.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { listInputOf, type DocumentFilters } from '../document-filters';
import { salesKeys } from './query-keys';

export function documentsQueryOptions(filters: DocumentFilters) {
  return queryOptions({
    queryKey: salesKeys.list(filters),
    queryFn: ({ signal }) => call('salesInvoicesList', listInputOf(filters), { signal }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useSalesDocuments(filters: DocumentFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...documentsQueryOptions(filters), enabled });
}
