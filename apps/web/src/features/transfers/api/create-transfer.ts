// A new transfer, a draft, to another shop of the chain (docs/product.md §32.4).
import type { TTransfersCreateInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useTransfersRefresh } from './refresh';

export function useCreateTransfer() {
  const refresh = useTransfersRefresh();
  return useMutation({ mutationFn: (input: TTransfersCreateInput) => call('transfersCreate', input), onSuccess: refresh });
}
