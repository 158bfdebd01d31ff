// One customer with their bikes, repairs, total spent and last visit (customersGet).
import type { TCustomer, TCustomersGetOutput } from '@rueda/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { customersKeys } from './query-keys';

export function customerQueryOptions(id: string) {
  return queryOptions({
    queryKey: customersKeys.detail(id),
    queryFn: ({ signal }) => call('customersGet', { id }, { signal }),
    retry: false,
  });
}

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}

/** Puts a saved customer in their cached page at once. */
export function useStoreCustomer() {
  const queryClient = useQueryClient();
  return (customer: TCustomer) =>
    queryClient.setQueryData<TCustomersGetOutput>(customersKeys.detail(customer.id), (page) => (page ? { ...page, customer } : page));
}
