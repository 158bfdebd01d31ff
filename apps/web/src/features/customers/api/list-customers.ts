// The customers screen's list (docs/product.md §11.1): what the server finds for the search, most recently
// seen first, a page at a time (the server caps a page).
import { CUSTOMERS_PAGE_SIZE } from '@rueda/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { customersKeys } from './query-keys';

export function customersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: customersKeys.list(search),
    queryFn: ({ pageParam, signal }) =>
      call('customersList', { ...(search ? { search } : {}), limit: CUSTOMERS_PAGE_SIZE, offset: pageParam }, { signal }),
    initialPageParam: 0,
    // A full page may have more after it; a shorter one is the last.
    getNextPageParam: (lastPage, pages) => (lastPage.length < CUSTOMERS_PAGE_SIZE ? undefined : pages.length * CUSTOMERS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(search: string) {
  return useInfiniteQuery(customersQueryOptions(search));
}
