// docs/product.md §30.4: what a change waiting for a decision is compared with, asked of the server when the choice
// opens and never kept on the device: the repair as it is now, and the customer a merged one was merged into.
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';

export function useCurrentRepair(id: string) {
  return useQuery({
    queryKey: ['offline', 'current-repair', id],
    queryFn: async ({ signal }) => (await call('repairsGet', { id }, { signal })).repair,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useKeptCustomer(id: string) {
  return useQuery({
    queryKey: ['offline', 'kept-customer', id],
    queryFn: async ({ signal }) => (await call('customersGet', { id }, { signal })).customer,
    staleTime: 0,
    gcTime: 0,
  });
}
