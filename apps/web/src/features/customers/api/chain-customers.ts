// docs/product.md §32.5: the chain's shared customers: its directory searched, a customer brought here, and a customer's
// consent and repairs in the chain's other workshops. Loaded only with the parts that use them (components/chain/).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { customersKeys } from './query-keys';

const chainKeys = {
  search: (query: string) => [...customersKeys.all, 'chain', 'search', query] as const,
  elsewhere: (customerId: string) => [...customersKeys.detail(customerId), 'chain'] as const,
};

/** The consenting customers of the chain's other workshops found by `query` (two characters at the least). */
export function useChainCustomersSearch(query: string) {
  return useQuery({
    queryKey: chainKeys.search(query),
    queryFn: ({ signal }) => call('chainCustomersSearch', { query }, { signal }),
    enabled: query.length >= 2,
  });
}

/** Brings a customer of another workshop here; the list, and every search of the chain, are read again. */
export function useBringChainCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { workshopId: string; customerId: string }) => call('chainCustomersBring', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customersKeys.all }),
  });
}

/** The customer's consent and their repairs in the chain's other workshops. */
export function useChainCustomerElsewhere(customerId: string) {
  return useQuery({
    queryKey: chainKeys.elsewhere(customerId),
    queryFn: ({ signal }) => call('chainCustomersElsewhere', { customerId }, { signal }),
  });
}

export function useSetChainConsent(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: boolean) => call('chainCustomersSetConsent', { customerId, consent }),
    onSuccess: (answer) => queryClient.setQueryData(chainKeys.elsewhere(customerId), answer),
  });
}
