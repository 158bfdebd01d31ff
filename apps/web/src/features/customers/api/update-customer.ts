// Saving a customer's details with the lastUpdate the page loaded (docs/product.md §4): a save after
// someone else's is refused with `aborted`, and the page loads the current version.
import { FunctionError, type TCustomersUpdateInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useStoreCustomer } from './get-customer';
import { customersKeys } from './query-keys';

export function isStaleCustomerError(error: unknown): boolean {
  return error instanceof FunctionError && error.code === 'aborted';
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  const storeCustomer = useStoreCustomer();
  return useMutation({
    mutationFn: (input: TCustomersUpdateInput) => call('customersUpdate', input),
    onSuccess: (customer) => {
      storeCustomer(customer);
      void queryClient.invalidateQueries({ queryKey: customersKeys.lists() });
    },
    onError: (error, input) => {
      if (isStaleCustomerError(error)) void queryClient.invalidateQueries({ queryKey: customersKeys.detail(input.id) });
    },
  });
}
