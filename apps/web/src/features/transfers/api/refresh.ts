// After a transfer's write: its lists, and the catalogue, whose stock a send or a receipt moved (docs/product.md §32.4).
import { useQueryClient } from '@tanstack/react-query';
import { servicesQueryOptions } from '@/features/catalogue';
import { transfersKeys } from './query-keys';

export function useTransfersRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: transfersKeys.all }),
      queryClient.invalidateQueries({ queryKey: servicesQueryOptions().queryKey }),
    ]);
  };
}
