// What repairs lean on (issue 4 §7): the workshop's mechanics, its services catalogue, its
// customers and their bikes. Their own management screens come later.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { catalogueKeys } from './query-keys';

export function mechanicsQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.mechanics,
    queryFn: ({ signal }) => call('mechanicsList', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMechanics() {
  return useQuery(mechanicsQueryOptions());
}

export function servicesQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.services,
    queryFn: ({ signal }) => call('servicesList', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useServices() {
  return useQuery(servicesQueryOptions());
}

/** Customers found by name or phone, for the fast intake's search. */
export function useCustomerSearch(search: string) {
  const query = search.trim();
  return useQuery({
    queryKey: catalogueKeys.customers(query),
    queryFn: ({ signal }) => call('customersList', { search: query, limit: 8 }, { signal }),
    enabled: query.length > 0,
    staleTime: 30_000,
  });
}

export function useCustomerBikes(customerId: string | null) {
  return useQuery({
    queryKey: catalogueKeys.bikes(customerId ?? ''),
    queryFn: ({ signal }) => call('bikesList', { customerId: customerId! }, { signal }),
    enabled: customerId !== null,
    staleTime: 30_000,
  });
}
