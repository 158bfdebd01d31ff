// Cancels a draft (docs/product.md §32.4).
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useTransfersRefresh } from './refresh';

export function useCancelTransfer() {
  const refresh = useTransfersRefresh();
  return useMutation({ mutationFn: (id: string) => call('transfersCancel', { id }), onSettled: refresh });
}
