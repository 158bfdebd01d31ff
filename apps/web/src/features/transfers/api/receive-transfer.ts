// Receives an incoming transfer: every line still expected, or the lines given with what arrived (docs/product.md §32.4).
import type { TTransfersReceiveInput } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useTransfersRefresh } from './refresh';

export function useReceiveTransfer() {
  const refresh = useTransfersRefresh();
  return useMutation({ mutationFn: (input: TTransfersReceiveInput) => call('transfersReceive', input), onSettled: refresh });
}
