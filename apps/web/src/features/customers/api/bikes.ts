// A bike's page (docs/product.md §12): the bike with its owner and history (bikesGet), and the writes on it.
// Each write refreshes the customers' pages and lists, since a customer is found and shown by their bikes.
import { FunctionError, type TBikeChanges, type TBikesGetOutput, type TBikesUpdateInput } from '@rueda/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { customersKeys } from './query-keys';

export function bikeQueryOptions(id: string) {
  return queryOptions({
    queryKey: customersKeys.bike(id),
    queryFn: ({ signal }) => call('bikesGet', { id }, { signal }),
    retry: false,
  });
}

export function useBike(id: string) {
  return useQuery(bikeQueryOptions(id));
}

function useRefreshCustomers() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: customersKeys.all });
}

export function useUpdateBike() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (input: TBikesUpdateInput) => call('bikesUpdate', input),
    onSuccess: (bike) => {
      queryClient.setQueryData<TBikesGetOutput>(customersKeys.bike(bike.id), (page) => (page ? { ...page, bike } : page));
      refresh();
    },
    onError: (error, input) => {
      if (error instanceof FunctionError && error.code === 'aborted')
        void queryClient.invalidateQueries({ queryKey: customersKeys.bike(input.id) });
    },
  });
}

export function useTransferBike() {
  const refresh = useRefreshCustomers();
  return useMutation({ mutationFn: (input: { bikeId: string; toCustomerId: string }) => call('bikesTransfer', input), onSuccess: refresh });
}

export function useDeleteBike() {
  const queryClient = useQueryClient();
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (id: string) => call('bikesDelete', { id }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: customersKeys.bike(id) });
      refresh();
    },
  });
}

export function useCreateBike() {
  const refresh = useRefreshCustomers();
  return useMutation({
    mutationFn: (input: TBikeChanges & { customerId: string }) => call('bikesCreate', input),
    onSuccess: refresh,
  });
}
