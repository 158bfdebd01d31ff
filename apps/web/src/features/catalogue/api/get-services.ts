// The workshop's services catalogue (docs/product.md §3): the active items the repair page offers, or
// every item with the archived ones for the services screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { catalogueKeys } from './query-keys';

export interface ServicesListOptions {
  includeArchived?: boolean;
}

export function servicesQueryOptions({ includeArchived = false }: ServicesListOptions = {}) {
  return queryOptions({
    queryKey: catalogueKeys.list(includeArchived),
    queryFn: ({ signal }) => call('servicesList', includeArchived ? { includeArchived } : undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useServices(options: ServicesListOptions = {}) {
  return useQuery(servicesQueryOptions(options));
}
