// Sends a draft: its units leave the workshop's stock (docs/product.md §32.4).
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useTransfersRefresh } from './refresh';

export function useSendTransfer() {
  const refresh = useTransfersRefresh();
  return useMutation({ mutationFn: (id: string) => call('transfersSend', { id }), onSettled: refresh });
}
