// One issued document of the workshop (docs/product.md §29.4), for its printable page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { salesKeys } from './query-keys';

export function documentQueryOptions(id: string) {
  return queryOptions({
    queryKey: salesKeys.document(id),
    queryFn: ({ signal }) => call('salesInvoicesGet', { id }, { signal }),
    // What a document says never changes once issued; what is sent about it may, so it is read again now and then.
    staleTime: 60_000,
  });
}

export function useSalesDocument(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...documentQueryOptions(id), enabled });
}
