// Saving an item's changed fields with the lastUpdate the form loaded: someone else's save in between is
// refused (`aborted`), and the current version is loaded in its place (docs/product.md §4, as repairs do).
import { FunctionError, type ServiceKind, type TServicesUpdateInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import type { CatalogueItem } from '../catalogue';
import { cachedItem, useStoreService } from './catalogue-cache';
import { catalogueKeys } from './query-keys';

/** Someone saved the item after the form loaded it. */
export function isStaleServiceError(error: unknown): boolean {
  return error instanceof FunctionError && error.code === 'aborted';
}

export function useUpdateService({ onStale }: { onStale: (current: CatalogueItem | null) => void }) {
  const queryClient = useQueryClient();
  const storeService = useStoreService();
  return useMutation({
    mutationFn: (input: TServicesUpdateInput) => call('servicesUpdate', input),
    onSuccess: storeService,
    onError: async (error, input) => {
      if (!isStaleServiceError(error)) return;
      await queryClient.refetchQueries({ queryKey: catalogueKeys.lists() });
      onStale(cachedItem(queryClient, input.kind as ServiceKind, input.id));
    },
  });
}
